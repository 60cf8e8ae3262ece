import { useState } from 'react';
import { fieldLabels } from '@villa/shared/contract';
import { formTexts } from '@villa/shared/texts';
import { TextField } from '@villa/shared/forms';

export interface PasswordFieldsProps {
  /**
   * 'change': existingPassword, newPassword, newPasswordConfirm (Your Account).
   * 'new': password, passwordConfirm (signup, password reset).
   */
  mode: 'change' | 'new';
  legend?: string;
  autoFocus?: boolean;
}

/**
 * Password block. The strength rule is shown as a hint under the new password; a "show
 * passwords" switch helps on phones. Validation comes from the form's schema (the contract).
 */
export function PasswordFields({
  mode,
  legend = formTexts.password,
  autoFocus,
}: PasswordFieldsProps) {
  const [visible, setVisible] = useState(false);
  const type = visible ? 'text' : 'password';
  const [newName, confirmName] =
    mode === 'change' ? ['newPassword', 'newPasswordConfirm'] : ['password', 'passwordConfirm'];
  const [newLabel, confirmLabel] =
    mode === 'change'
      ? [fieldLabels.newPassword, fieldLabels.newPasswordConfirm]
      : [fieldLabels.password, fieldLabels.passwordConfirm];
  return (
    <fieldset className="form-block">
      <legend>{legend}</legend>
      {mode === 'change' ? (
        <TextField
          name="existingPassword"
          label={fieldLabels.existingPassword}
          type={type}
          autoComplete="current-password"
          required
          autoFocus={autoFocus}
        />
      ) : null}
      <TextField
        name={newName}
        label={newLabel}
        type={type}
        autoComplete="new-password"
        hint={formTexts.passwordHint}
        required
        autoFocus={autoFocus && mode === 'new'}
      />
      <TextField
        name={confirmName}
        label={confirmLabel}
        type={type}
        autoComplete="new-password"
        required
      />
      <div className="field">
        <label className="choice">
          <input
            type="checkbox"
            checked={visible}
            onChange={(event) => setVisible(event.target.checked)}
          />
          {formTexts.showPassword}
        </label>
      </div>
    </fieldset>
  );
}
