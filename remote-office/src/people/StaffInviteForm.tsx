import { STAFF_ROLES, staffInviteInputSchema, type StaffInviteInput } from '@villa/shared/contract';
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

const t = peopleTexts.staff;
const roleOptions = STAFF_ROLES.map((role) => ({ value: role, text: t.roles[role] }));

/** Invite a staff member with a role; the server mails the link that sets their password. */
export function StaffInviteForm({
  onInvite,
}: {
  onInvite: (input: StaffInviteInput) => Promise<void>;
}) {
  return (
    <section className="card" aria-labelledby="staff-invite">
      <h2 id="staff-invite">{t.inviteHeading}</h2>
      <Form<StaffInviteInput>
        initialValues={{ role: 'STAFF' }}
        onSubmit={async (values, form) => {
          try {
            await onInvite(values);
            setTimeout(() => form.restart({ role: 'STAFF' } as StaffInviteInput));
            return undefined;
          } catch (error) {
            return (
              submitErrorsOf(error) ?? {
                [FORM_ERROR]: apiMessageOf(error) ?? peopleTexts.actionFailed,
              }
            );
          }
        }}
        validate={validateWith(staffInviteInputSchema)}
        render={({ handleSubmit, submitError }) => (
          <form noValidate onSubmit={(event) => void handleSubmit(event)}>
            <div className="form-grid">
              <TextField name="forename" label={t.forename} required />
              <TextField name="surname" label={t.surname} required />
            </div>
            <div className="form-grid">
              <TextField name="email" label={t.email} type="email" required />
              <SelectField
                name="role"
                label={t.role}
                options={roleOptions}
                placeholder={t.role}
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
