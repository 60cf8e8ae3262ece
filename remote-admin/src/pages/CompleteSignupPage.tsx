import { useEffect } from 'react';
import { Link, useNavigate } from '@villa/shared/router';
import { signupTexts, type SignupCompleteRequest } from '@villa/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@villa/shared/query';
import { Form, FormSubmit, validateWith, submitErrorsOf } from '@villa/shared/forms';
import { AddressFields } from '@villa/shared/form-blocks';
import { signupCompleteSchema } from '@villa/shared/contract';
import { paths } from '@villa/shared/routes';
import { getSession } from '@villa/shared/store';
import { adminTexts } from '@villa/shared/texts';
import { Alert, Spinner } from '@villa/shared/ui';
import { agentAccountKeys, completeSignup, signupCompleteQuery } from '../api';
import { SingleCardPage } from '../components/SingleCardPage';
import '../admin.css';

const t = adminTexts.completeSignup;
const validate = validateWith(signupCompleteSchema);

/**
 * Signup completion: the address (with UK postcode lookup). On success the incomplete-signup
 * marker is cleared and the agent goes to the dashboard. When the server has nothing to
 * complete, the marker is cleared too (it is stale) and the message says so.
 */
export default function CompleteSignupPage() {
  const navigate = useNavigate();
  const info = useQuery(signupCompleteQuery());
  const queryClient = useQueryClient();
  const complete = useMutation({
    mutationFn: completeSignup,
    // The account's details now hold the address.
    onSuccess: () =>
      Promise.all(agentAccountKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  const nothingToComplete = info.error?.status === 404;

  useEffect(() => {
    if (nothingToComplete) getSession().completeSignup();
  }, [nothingToComplete]);

  const onSubmit = async (values: SignupCompleteRequest) => {
    try {
      await complete.mutateAsync(values);
    } catch (error) {
      return submitErrorsOf(error);
    }
    getSession().completeSignup();
    navigate(paths.agentDashboard());
    return undefined;
  };

  let content;
  if (nothingToComplete) {
    content = (
      <Alert variant="warning" live>
        <p>{signupTexts.completionNotFound}</p>
        <p>
          <Link to={paths.agentDashboard()}>{t.dashboardLink}</Link>
        </p>
      </Alert>
    );
  } else if (!info.data) {
    content = <Spinner label={t.loading} />;
  } else {
    const { agent, address } = info.data;
    content = (
      <>
        <p>{t.intro(agent.clientForename)}</p>
        <Form<SignupCompleteRequest>
          onSubmit={onSubmit}
          validate={validate}
          initialValues={{
            address: {
              ...address,
              addCountryId: address.addCountryId ?? undefined,
            } as SignupCompleteRequest['address'],
          }}
          subscription={{}}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate>
              <AddressFields prefix="address" />
              <FormSubmit label={t.submit} submittingLabel={t.submitting} />
            </form>
          )}
        />
      </>
    );
  }

  return <SingleCardPage heading={t.heading}>{content}</SingleCardPage>;
}
