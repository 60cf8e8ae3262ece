import { useState } from 'react';
import { Link, useParams } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { agentSignupSchema, signupTexts, type AgentSignupRequest } from '@villa/shared/contract';
import { ApiError } from '@villa/shared/api';
import { Form, FormSubmit, submitErrorsOf } from '@villa/shared/forms';
import { ContactFields, PasswordFields, PersonNameFields } from '@villa/shared/form-blocks';
import { useMutation, useQuery } from '@villa/shared/query';
import { adminTexts, texts } from '@villa/shared/texts';
import { Alert, Spinner } from '@villa/shared/ui';
import { agentInviteQuery, signUp } from '../api';
import { LogInNowAlert } from '../components/LogInNowAlert';
import { SingleCardPage } from '../components/SingleCardPage';
import { validatePasswords } from '../components/validatePasswords';
import '../admin.css';

const t = adminTexts.signup;
const validate = validatePasswords(agentSignupSchema);

function InvalidInvite() {
  return (
    <Alert variant="danger" title={t.invalidTitle} live>
      <p>{signupTexts.inviteNotFound}</p>
    </Alert>
  );
}

/**
 * Agent signup by invitation link: loading, invalid link, form, success (with a sign-in
 * link). The invite decides the e-mail and the organisation; the form gives the rest.
 */
export default function AgentSignupPage() {
  const { agentInviteId = '', token = '' } = useParams();
  const invite = useQuery(agentInviteQuery(agentInviteId, token));
  const signup = useMutation({
    mutationFn: (values: AgentSignupRequest) => signUp(agentInviteId, token, values),
  });
  const [signedUpAs, setSignedUpAs] = useState<string | null>(null);
  const [inviteGone, setInviteGone] = useState(false);

  const onSubmit = async (values: AgentSignupRequest) => {
    try {
      const data = await signup.mutateAsync(values);
      setSignedUpAs(data.email);
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setInviteGone(true);
      return submitErrorsOf(error);
    }
  };

  let content;
  if (signedUpAs) {
    content = (
      <LogInNowAlert title={t.successTitle} message={t.success(signedUpAs)} linkLabel={t.signIn} />
    );
  } else if (invite.error || inviteGone) {
    content = <InvalidInvite />;
  } else if (!invite.data) {
    content = <Spinner label={t.loading} />;
  } else {
    const { email, organisationName } = invite.data.agentInvite;
    content = (
      <>
        <p>{t.intro(organisationName, email)}</p>
        <Form<AgentSignupRequest>
          onSubmit={onSubmit}
          validate={validate}
          subscription={{}}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate>
              <PersonNameFields />
              <ContactFields mobileRequired={false} withEmail={false} />
              <PasswordFields mode="new" />
              <p className="signup-terms">
                {t.termsBefore}{' '}
                <Link to={paths.terms('vc-agent-signup')} target="_blank" rel="noopener">
                  {t.terms.toLowerCase()}
                  <span className="visually-hidden"> {texts.opensInNewTab}</span>
                </Link>
                . {t.termsRead}
              </p>
              <FormSubmit label={t.submit} submittingLabel={t.submitting} />
            </form>
          )}
        />
      </>
    );
  }

  return <SingleCardPage heading={t.heading}>{content}</SingleCardPage>;
}
