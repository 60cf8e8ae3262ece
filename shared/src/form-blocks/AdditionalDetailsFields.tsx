import { fieldLabels } from '@villa/shared/contract';
import { formTexts } from '@villa/shared/texts';
import { fieldName, RadioGroupField } from '@villa/shared/forms';
import { DateField } from './DateField';

export interface AdditionalDetailsFieldsProps {
  prefix?: string;
  /** Ask for the date of birth (required when shown). */
  withDob?: boolean;
  legend?: string;
}

/** Additional details block: will they be driving ('1' yes, '0' no) and, when asked, the date of birth. */
export function AdditionalDetailsFields({
  prefix,
  withDob = false,
  legend = formTexts.additionalDetails,
}: AdditionalDetailsFieldsProps) {
  const name = (field: string) => fieldName(prefix, field);
  return (
    <fieldset className="form-block">
      <legend>{legend}</legend>
      <RadioGroupField
        name={name('isDriving')}
        label={fieldLabels.isDriving}
        options={[
          { value: '1', text: formTexts.yes },
          { value: '0', text: formTexts.no },
        ]}
        required
      />
      {withDob ? <DateField name={name('dob')} label={fieldLabels.dob} required /> : null}
    </fieldset>
  );
}
