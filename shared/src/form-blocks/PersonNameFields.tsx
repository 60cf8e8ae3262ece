import { fieldLabels } from '@villa/shared/contract';
import { formTexts } from '@villa/shared/texts';
import { fieldName, TextField } from '@villa/shared/forms';
import { TitleField } from './TitleField';

export interface PersonNameFieldsProps {
  /** Nest the fields under this name (e.g. 'leadPassenger'). */
  prefix?: string;
  /** Show the optional company name (default true). */
  withCompany?: boolean;
  legend?: string;
}

/** Person name block: title (a list, or "Other" typed), forename, surname and an optional company name. */
export function PersonNameFields({
  prefix,
  withCompany = true,
  legend = formTexts.personName,
}: PersonNameFieldsProps) {
  const name = (field: string) => fieldName(prefix, field);
  return (
    <fieldset className="form-block">
      <legend>{legend}</legend>
      <div className="form-grid">
        <TitleField name={name('title')} />
        <TextField
          name={name('forename')}
          label={fieldLabels.forename}
          autoComplete="given-name"
          required
        />
        <TextField
          name={name('surname')}
          label={fieldLabels.surname}
          autoComplete="family-name"
          required
        />
      </div>
      {withCompany ? (
        <TextField
          name={name('clientCompName')}
          label={fieldLabels.clientCompName}
          autoComplete="organization"
          hint={formTexts.optional}
        />
      ) : null}
    </fieldset>
  );
}
