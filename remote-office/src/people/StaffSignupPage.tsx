import { staffSignupSchema, staffTexts, type StaffSignupRequest } from '@villa/shared/contract';
import {
  FORM_ERROR,
  Form,
  FormSubmit,
  TextField,
  submitErrorsOf,
  validateWith,
} from '@villa/shared/forms';
import { useQuery } from '@villa/shared/query';
import { Link, useParams } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { Alert, Spinner } from '@villa/shared/ui';
import { useState } from 'react';
import { apiMessageOf } from '../villas/villaApi';
import { completeStaffSignup, staffSignupQuery } from './peopleApi';
import { peopleTexts } from './peopleTexts';
import '../office.css';

const t = peopleTexts.staffSignup;

/**
 * /office/staff-signup/:inviteId/:token (no session): the invited staff member sets a password;
 * the authenticator is set up at the first sign-in. States: loading, invalid link, form, done.
 */
export default function StaffSignupPage() {
  const { inviteId = '', token = '' } = useParams();
  const invite = useQuery(staffSignupQuery(inviteId, token));
  const [done, setDone] = useState(false);

  let body;
  if (invite.isPending) body = <Spinner label={t.loading} />;
  else if (invite.isError) {
    body = (
      <Alert variant="danger" live>
        <p>{apiMessageOf(invite.error) ?? staffTexts.inviteFailed}</p>
      </Alert>
    );
  } else if (done) {
    body = (
      <Alert variant="success" live>
        <p>{t.done}</p>
        <p>
          <Link to={paths.officeLogin()}>{t.signIn}</Link>
        </p>
      </Alert>
    );
  } else {
    const { email, name, role } = invite.data.staffInvite;
    body = (
      <>
        <p>{t.intro(name, peopleTexts.staff.roles[role])}</p>
        <p>
          {t.email}: <strong>{email}</strong>
        </p>
        <Form<StaffSignupRequest>
          onSubmit={async (values) => {
            try {
              await completeStaffSignup(inviteId, token, values);
              setDone(true);
              return undefined;
            } catch (error) {
              return (
                submitErrorsOf(error) ?? {
                  [FORM_ERROR]: apiMessageOf(error) ?? peopleTexts.actionFailed,
                }
              );
            }
          }}
          validate={validateWith(staffSignupSchema)}
          render={({ handleSubmit, submitError }) => (
            <form noValidate onSubmit={(event) => void handleSubmit(event)}>
              <TextField
                name="password"
                label={t.password}
                type="password"
                autoComplete="new-password"
                required
              />
              <TextField
                name="passwordConfirm"
                label={t.passwordConfirm}
                type="password"
                autoComplete="new-password"
                required
              />
              {submitError ? (
                <Alert variant="danger" live>
                  <p>{submitError as string}</p>
                </Alert>
              ) : null}
              <FormSubmit label={t.submit} submittingLabel={t.submitting} />
            </form>
          )}
        />
      </>
    );
  }

  return (
    <>
      <div className="page-heading">
        <h1>{t.heading}</h1>
      </div>
      <section className="card">{body}</section>
    </>
  );
}
