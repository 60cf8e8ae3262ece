import { useState } from 'react';
import { Link } from '@villa/shared/router';
import { passwordFormSchema, type PasswordFormValues } from '@villa/shared/contract';
import { useMutation } from '@villa/shared/query';
import { Form, FormSubmit, submitErrorsOf } from '@villa/shared/forms';
import { PasswordFields } from '@villa/shared/form-blocks';
import { paths } from '@villa/shared/routes';
import { getSession } from '@villa/shared/store';
import { adminTexts } from '@villa/shared/texts';
import { Alert } from '@villa/shared/ui';
import { changePassword } from '../api';
import { validatePasswords } from './validatePasswords';

const t = adminTexts.account;
const validate = validatePasswords(passwordFormSchema, 'newPasswordConfirm', 'newPassword');

/**
 * Change password: current, new and confirmation, checked with the contract's rules here and
 * again on the server. A wrong current password comes back as a 422 (dialog and the field's
 * message). On success the other sessions have ended; a link logs in again with the new one.
 */
export function ChangePasswordForm() {
  const [changed, setChanged] = useState(false);
  const change = useMutation({
    mutationFn: (values: PasswordFormValues) =>
      changePassword(values.existingPassword, values.newPassword),
  });

  if (changed) {
    return (
      <Alert variant="success" title={t.successTitle} live>
        <p>{t.success}</p>
        <p>
          <Link to={paths.login()} onClick={() => getSession().logout({ timedOut: false })}>
            {t.logInLink}
          </Link>
        </p>
      </Alert>
    );
  }

  const onSubmit = async (values: PasswordFormValues) => {
    try {
      await change.mutateAsync(values);
      setChanged(true);
      return undefined;
    } catch (error) {
      // The global dialog has listed the errors; they also show beside their fields.
      return submitErrorsOf(error, { password: 'existingPassword' });
    }
  };

  return (
    <Form<PasswordFormValues>
      onSubmit={onSubmit}
      validate={validate}
      subscription={{}}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className="narrow-form">
          <PasswordFields mode="change" legend={t.passwordLegend} />
          <FormSubmit label={t.submit} submittingLabel={t.submitting} />
        </form>
      )}
    />
  );
}
