import {
  agentInviteInputSchema,
  type AgentInviteInput,
  type OfficeOrganisation,
} from '@villa/shared/contract';
import {
  FORM_ERROR,
  Form,
  FormSubmit,
  SelectField,
  TextField,
  submitErrorsOf,
  validateWith,
} from '@villa/shared/forms';
import { Alert } from '@villa/shared/ui';
import { apiMessageOf } from '../villas/villaApi';
import { peopleTexts } from './peopleTexts';

const t = peopleTexts.agents;

export interface AgentInviteFormProps {
  organisations: readonly OfficeOrganisation[];
  onInvite: (input: AgentInviteInput) => Promise<string>;
}

/** Invite an address to an organisation; the server mails the signup link. */
export function AgentInviteForm({ organisations, onInvite }: AgentInviteFormProps) {
  const options = organisations
    .filter((organisation) => organisation.active)
    .map((organisation) => ({ value: organisation.id, text: organisation.name }));
  return (
    <section className="card" aria-labelledby="agent-invite">
      <h2 id="agent-invite">{t.inviteHeading}</h2>
      <p className="muted">{t.inviteIntro}</p>
      <Form<AgentInviteInput>
        onSubmit={async (values, form) => {
          try {
            await onInvite(values);
            // A fresh form for the next one, without messages on the emptied fields.
            setTimeout(() => form.restart());
            return undefined;
          } catch (error) {
            return (
              submitErrorsOf(error) ?? {
                [FORM_ERROR]: apiMessageOf(error) ?? peopleTexts.actionFailed,
              }
            );
          }
        }}
        validate={validateWith(agentInviteInputSchema)}
        render={({ handleSubmit, submitError }) => (
          <form noValidate onSubmit={(event) => void handleSubmit(event)}>
            <div className="form-grid">
              <TextField name="email" label={t.email} type="email" required />
              <SelectField
                name="organisationId"
                label={t.inviteOrganisation}
                options={options}
                placeholder={t.chooseOrganisation}
                numeric
                required
              />
            </div>
            {submitError ? (
              <Alert variant="danger" live>
                <p>{submitError as string}</p>
              </Alert>
            ) : null}
            <FormSubmit label={t.invite} submittingLabel={t.inviting} />
          </form>
        )}
      />
    </section>
  );
}
