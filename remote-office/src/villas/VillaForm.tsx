import { useId, type ReactNode } from 'react';
import {
  CheckboxField,
  Field,
  FieldFrame,
  Form,
  FormSpy,
  FormSubmit,
  SelectField,
  TextAreaField,
  TextField,
  controlAria,
  shownError,
  validateWith,
  type submitErrorsOf,
} from '@villa/shared/forms';
import {
  OFFICE_VILLA_LIMITS,
  officeVillaFieldsFrom,
  officeVillaInputSchema,
  officeVillaLabels as L,
  type OfficeVillaOptionsResponse,
} from '@villa/shared/contract';
import { Alert } from '@villa/shared/ui';
import { officeTexts } from '../texts';
import { FacilitiesField, NumberField } from './fields';
import { RoomsField, TestimonialsField } from './ListFields';
import { toVillaInput, type VillaFormValues } from './villaFormValues';

const t = officeTexts.villaForm;
const LIM = OFFICE_VILLA_LIMITS;

/** The contract's one schema, checking the villa the form would send. */
const checkWithSchema = validateWith(officeVillaInputSchema);
export const validateVilla = (values: VillaFormValues) => checkWithSchema(toVillaInput(values));

/** The schema's output for the form (trimmed, the code in capitals): what an edit compares. */
export const parsedVilla = (values: VillaFormValues) =>
  officeVillaFieldsFrom(toVillaInput(values)) as Record<string, unknown> | null;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card office-form-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The highlight: one of the portal's, or none (null). */
function HighlightField({ highlights }: { highlights: OfficeVillaOptionsResponse['highlights'] }) {
  const id = useId();
  return (
    <Field
      name="highlight"
      format={(value: { code?: string } | null) => value?.code ?? ''}
      parse={(value: string) => (value === '' ? null : { code: value })}
    >
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <FieldFrame id={id} label={L.highlightCode} error={error}>
            <select {...input} id={id} {...controlAria(id, { error })}>
              <option value="">{t.noHighlight}</option>
              {highlights.map((h) => (
                <option key={h.code} value={h.code}>
                  {h.name}
                </option>
              ))}
            </select>
          </FieldFrame>
        );
      }}
    </Field>
  );
}

const descriptionFields = [
  ['intro', LIM.descriptionMax],
  ['living', LIM.descriptionMax],
  ['bedroom', LIM.descriptionMax],
  ['entertainment', LIM.descriptionMax],
  ['outdoor', LIM.descriptionMax],
  ['disabledMods', LIM.descriptionMax],
  ['poolSafety', LIM.descriptionMax],
] as const;

export interface VillaFormProps {
  options: OfficeVillaOptionsResponse;
  initialValues: VillaFormValues;
  /** Resolves to the form's submit errors (a 422's at their fields), or undefined. */
  onSubmit: (values: VillaFormValues) => Promise<ReturnType<typeof submitErrorsOf>>;
  submitLabel: string;
  submittingLabel: string;
  /** Shown above the buttons until the next edit (Saved, Nothing has changed). */
  notice?: string;
  /** Beside the submit button (Cancel). */
  actions?: ReactNode;
}

/**
 * Every field of a villa an agent sees, and the office's own terms, in sections. The check is
 * the contract's schema (the server's); the server's 422s come back at their fields.
 */
export function VillaForm({
  options,
  initialValues,
  onSubmit,
  submitLabel,
  submittingLabel,
  notice,
  actions,
}: VillaFormProps) {
  return (
    <Form<VillaFormValues>
      onSubmit={onSubmit}
      validate={validateVilla}
      initialValues={initialValues}
      subscription={{ submitError: true }}
      render={({ handleSubmit, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="office-villa-form">
          <Section id="villa-identity" title={t.sections.identity}>
            <div className="office-row">
              <TextField name="villaCode" label={L.villaCode} required />
              <TextField name="villaName" label={L.villaName} required />
            </div>
            <div className="office-row">
              <SelectField
                name="propertyTypeName"
                label={L.propertyTypeName}
                placeholder={t.choose}
                options={options.propertyTypes.map((p) => ({ value: p, text: p }))}
                required
              />
              <SelectField
                name="community.comId"
                label={L.comId}
                placeholder={t.choose}
                options={options.communities.map((c) => ({ value: c.comId, text: c.comName }))}
                numeric
                required
              />
              <HighlightField highlights={options.highlights} />
            </div>
            <TextAreaField
              name="descriptions.short"
              label={L.short}
              maxLength={LIM.shortMax}
              rows={2}
            />
          </Section>

          <Section id="villa-counts" title={t.sections.counts}>
            <div className="office-row office-row--numbers">
              <NumberField name="bedrooms" label={L.bedrooms} required />
              <NumberField name="counts.maxOccupancy" label={L.maxOccupancy} required />
              <NumberField name="counts.bathrooms" label={L.bathrooms} required />
              <NumberField name="counts.additionalBathrooms" label={L.additionalBathrooms} />
              <NumberField name="counts.ensuite" label={L.ensuite} />
              <NumberField name="counts.king" label={L.king} />
              <NumberField name="counts.queen" label={L.queen} />
              <NumberField name="counts.double_full" label={L.double_full} />
              <NumberField name="counts.single" label={L.single} />
              <NumberField name="counts.sqft" label={L.sqft} required />
              <NumberField name="counts.floors" label={L.floors} />
            </div>
          </Section>

          <Section id="villa-bedrooms" title={t.sections.bedrooms}>
            <RoomsField kind="bedrooms" />
          </Section>
          <Section id="villa-bathrooms" title={t.sections.bathrooms}>
            <RoomsField kind="bathrooms" />
          </Section>

          <Section id="villa-facilities" title={t.sections.facilities}>
            <FacilitiesField features={options.features} />
          </Section>

          <Section id="villa-descriptions" title={t.sections.descriptions}>
            {descriptionFields.map(([name, max]) => (
              <TextAreaField
                key={name}
                name={`descriptions.${name}`}
                label={L[name]}
                maxLength={max}
              />
            ))}
          </Section>

          <Section id="villa-testimonials" title={t.sections.testimonials}>
            <TestimonialsField />
          </Section>

          <Section id="villa-location" title={t.sections.location}>
            <div className="office-row office-row--numbers">
              <NumberField name="lat" label={L.lat} hint={t.latLonHint} decimal />
              <NumberField name="lon" label={L.lon} decimal />
            </div>
            <CheckboxField name="privatePool" label={L.privatePool} />
            <NumberField
              name="poolHeatingPerNight"
              label={L.poolHeatingPerNight}
              hint={t.poolHeatingHint}
              decimal
            />
          </Section>

          <Section id="villa-terms" title={t.sections.terms}>
            <div className="office-row office-row--numbers">
              <NumberField name="commissionRate" label={L.commissionRate} required decimal />
              <NumberField name="depositPercent" label={L.depositPercent} required />
              <NumberField name="balanceDueDays" label={L.balanceDueDays} required />
            </div>
          </Section>

          {submitError ? (
            <Alert variant="danger" live>
              <p>{String(submitError)}</p>
            </Alert>
          ) : null}
          {/* Said until the next edit: a save starts the form again from the villa as saved. */}
          <FormSpy subscription={{ dirty: true }}>
            {({ dirty }) =>
              notice && !dirty ? (
                <Alert variant="success" live>
                  <p>{notice}</p>
                </Alert>
              ) : null
            }
          </FormSpy>
          <FormSubmit label={submitLabel} submittingLabel={submittingLabel}>
            {actions}
          </FormSubmit>
        </form>
      )}
    />
  );
}
