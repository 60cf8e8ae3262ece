import { useState } from 'react';
import { Link, useParams } from '@villa/shared/router';
import {
  passwordResetSchema,
  passwordResetTexts,
  type PasswordResetRequest,
} from '@villa/shared/contract';
import { ApiError } from '@villa/shared/api';
import { useMutation, useQuery } from '@villa/shared/query';
import { Form, FormSubmit, submitErrorsOf } from '@villa/shared/forms';
import { PasswordFields } from '@villa/shared/form-blocks';
import { paths } from '@villa/shared/routes';
import { adminTexts } from '@villa/shared/texts';
import { Alert, Spinner } from '@villa/shared/ui';
import { resetLinkQuery, resetPassword } from '../api';
import { LogInNowAlert } from '../components/LogInNowAlert';
import { SingleCardPage } from '../components/SingleCardPage';
import { validatePasswords } from '../components/validatePasswords';
import '../admin.css';

const t = adminTexts.passwordReset;
const validate = validatePasswords(passwordResetSchema);

/**
 * Password reset by the e-mailed link: loading, invalid link, form, success. A link works
 * once and expires; if it stops working between opening and saving, the update failure
 * message shows instead of the form.
 */
export default function PasswordResetPage() {
  const { apiUserId = '', token = '', apiUserPasswordResetId = '' } = useParams();
  const resetLink = { apiUserId, token, apiUserPasswordResetId };
  const link = useQuery(resetLinkQuery(resetLink));
  const reset = useMutation({
    mutationFn: (values: PasswordResetRequest) => resetPassword(resetLink, values),
  });
  const [outcome, setOutcome] = useState<'form' | 'done' | 'failed'>('form');

  const onSubmit = async (values: PasswordResetRequest) => {
    try {
      // A link that is gone (404) is answered on the page; anything else gets the dialog.
      await reset.mutateAsync(values);
      setOutcome('done');
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        setOutcome('failed');
        return undefined;
      }
      return submitErrorsOf(error);
    }
  };

  let content;
  if (outcome === 'done') {
    content = <LogInNowAlert title={t.successTitle} message={t.success} linkLabel={t.logIn} />;
  } else if (outcome === 'failed') {
    content = (
      <Alert variant="danger" live>
        <p>{passwordResetTexts.updateFailed}</p>
      </Alert>
    );
  } else if (link.error) {
    content = (
      <Alert variant="danger" title={t.invalidTitle} live>
        <p>{passwordResetTexts.linkNotFound}</p>
        <p>
          <Link to={paths.login()}>{t.requestNew}</Link>
        </p>
      </Alert>
    );
  } else if (!link.data) {
    content = <Spinner label={t.loading} />;
  } else {
    content = (
      <>
        <p>{t.forAccount(link.data.passwordReset.email)}</p>
        <Form<PasswordResetRequest>
          onSubmit={onSubmit}
          validate={validate}
          subscription={{}}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate>
              <PasswordFields mode="new" autoFocus />
              <FormSubmit label={t.submit} submittingLabel={t.submitting} />
            </form>
          )}
        />
      </>
    );
  }

  return <SingleCardPage heading={t.heading}>{content}</SingleCardPage>;
}
