import {
  organisationInputSchema,
  organisationLabels,
  type OfficeOrganisation,
  type OrganisationInput,
} from '@villa/shared/contract';
import { AddressFields } from '@villa/shared/form-blocks';
import {
  CheckboxField,
  FORM_ERROR,
  Form,
  FormSubmit,
  TextField,
  submitErrorsOf,
  validateWith,
} from '@villa/shared/forms';
import { Alert } from '@villa/shared/ui';
import { apiMessageOf } from '../villas/villaApi';
import { peopleTexts } from './peopleTexts';

const t = peopleTexts.organisations;

/** The form keeps the commission as typed; the schema reads the number it makes. */
type Values = Omit<OrganisationInput, 'commissionRate'> & { commissionRate?: string };

const asNumber = (text: string | undefined) =>
  text === undefined || text.trim() === '' ? undefined : Number(text.trim());
const toInput = (values: Values): OrganisationInput =>
  ({ ...values, commissionRate: asNumber(values.commissionRate) }) as OrganisationInput;
const validate = (values: Values) => validateWith(organisationInputSchema)(toInput(values));

const initialOf = (organisation: OfficeOrganisation | null): Partial<Values> =>
  organisation
    ? {
        name: organisation.name,
        displayName: organisation.displayName === organisation.name ? '' : organisation.displayName,
        address: {
          ...organisation.address,
          addCountryId: organisation.address.addCountryId ?? undefined,
        } as Values['address'],
        commissionRate:
          organisation.commissionRate === null ? '' : String(organisation.commissionRate),
        active: organisation.active,
      }
    : { active: true, commissionRate: '10' };

export interface OrganisationFormProps {
  organisation: OfficeOrganisation | null;
  onSave: (input: OrganisationInput) => Promise<unknown>;
  onCancel: () => void;
}

/** A new organisation, or one being edited: the contract's schema checks it as the server does. */
export function OrganisationForm({ organisation, onSave, onCancel }: OrganisationFormProps) {
  const submit = async (values: Values) => {
    try {
      await onSave(toInput(values));
      return undefined;
    } catch (error) {
      return (
        submitErrorsOf(error) ?? { [FORM_ERROR]: apiMessageOf(error) ?? peopleTexts.actionFailed }
      );
    }
  };
  return (
    <section className="card" aria-labelledby="organisation-form">
      <h2 id="organisation-form">
        {organisation ? t.editHeading(organisation.name) : t.newHeading}
      </h2>
      <Form<Values>
        onSubmit={submit}
        validate={validate}
        initialValues={initialOf(organisation)}
        render={({ handleSubmit, submitError }) => (
          <form noValidate onSubmit={(event) => void handleSubmit(event)}>
            <TextField name="name" label={organisationLabels.name} required autoFocus />
            <TextField
              name="displayName"
              label={organisationLabels.displayName}
              hint={t.displayHint}
            />
            <AddressFields prefix="address" withLookup={false} legend={t.address} />
            <TextField name="commissionRate" label={organisationLabels.commissionRate} required />
            <CheckboxField name="active" label={t.active} />
            <p className="muted">{t.activeHint}</p>
            {submitError ? (
              <Alert variant="danger" live>
                <p>{submitError as string}</p>
              </Alert>
            ) : null}
            <FormSubmit label={t.save} submittingLabel={t.saving}>
              <button type="button" className="button" onClick={onCancel}>
                {t.cancel}
              </button>
            </FormSubmit>
          </form>
        )}
      />
    </section>
  );
}
