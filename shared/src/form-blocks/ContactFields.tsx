import { MOBILE_OPTIONAL_HINT, fieldLabels } from '@villa/shared/contract';
import { formTexts } from '@villa/shared/texts';
import { fieldName, TextField } from '@villa/shared/forms';

export interface ContactFieldsProps {
  prefix?: string;
  /** Mobile is required unless this is false; then a hint says it may be left blank. */
  mobileRequired?: boolean;
  withEmail?: boolean;
  legend?: string;
}

/** Contact block: telephone, mobile and e-mail. */
export function ContactFields({
  prefix,
  mobileRequired = true,
  withEmail = true,
  legend = formTexts.contact,
}: ContactFieldsProps) {
  const name = (field: string) => fieldName(prefix, field);
  return (
    <fieldset className="form-block">
      <legend>{legend}</legend>
      <div className="form-grid">
        <TextField
          name={name('clientTelephone')}
          label={fieldLabels.clientTelephone}
          type="tel"
          autoComplete="tel"
          required
        />
        <TextField
          name={name('clientMobile')}
          label={fieldLabels.clientMobile}
          type="tel"
          autoComplete="tel-national"
          required={mobileRequired}
          hint={mobileRequired ? undefined : MOBILE_OPTIONAL_HINT}
        />
      </div>
      {withEmail ? (
        <TextField
          name={name('clientEmail')}
          label={fieldLabels.clientEmail}
          type="email"
          autoComplete="email"
          required
        />
      ) : null}
    </fieldset>
  );
}
