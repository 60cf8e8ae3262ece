import { callEndpoint } from '@villa/shared/api';
import { agentMessageEndpoints } from '@villa/shared/contract';
import { formatUkDateTime } from '@villa/shared/format';
import {
  endpointKey,
  endpointQuery,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@villa/shared/query';
import { Link } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { adminTexts } from '@villa/shared/texts';
import { Alert, Spinner } from '@villa/shared/ui';

const t = adminTexts.messages;

const messagesQuery = () =>
  queryOptions(endpointQuery(agentMessageEndpoints.messages, { showErrorDialog: false }));

/**
 * The dashboard's card of the agent desk's replies not read yet (api/src/office/messages): a
 * booking's links to the booking page, where it is read; a general enquiry's reply is shown
 * here, with a way to mark it read.
 */
export function UnreadMessages() {
  const queryClient = useQueryClient();
  const list = useQuery(messagesQuery());
  const read = useMutation({
    mutationFn: (id: number) =>
      callEndpoint(agentMessageEndpoints.readMessages, {
        params: { id: String(id) },
        showErrorDialog: false,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: endpointKey(agentMessageEndpoints.messages) }),
  });

  let body;
  if (list.isPending) body = <Spinner label={t.loading} />;
  else if (list.isError) {
    body = (
      <Alert variant="danger" live>
        <p>{t.failed}</p>
        <button type="button" className="button button--small" onClick={() => void list.refetch()}>
          {t.retry}
        </button>
      </Alert>
    );
  } else {
    const unread = list.data.conversations.filter((c) => c.unread > 0);
    const total = unread.reduce((sum, c) => sum + c.unread, 0);
    body =
      unread.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <>
          <p role="status">{t.unread(total)}</p>
          <ul className="ticks">
            {unread.map((c) => {
              const last = c.messages.filter((m) => m.author === 'STAFF').at(-1);
              return (
                <li key={c.id}>
                  <strong>{c.bookRef ? t.aboutBooking(c.bookRef) : t.general}</strong>: {c.subject}
                  {c.bookRef ? (
                    <p>
                      <Link to={paths.bookingDetail(c.bookRef)}>{t.open(c.bookRef)}</Link>
                    </p>
                  ) : (
                    <>
                      {last ? (
                        <blockquote>
                          <p>{last.body}</p>
                          <footer>
                            {last.from}, <time dateTime={last.at}>{formatUkDateTime(last.at)}</time>
                          </footer>
                        </blockquote>
                      ) : null}
                      <button
                        type="button"
                        className="button button--small"
                        disabled={read.isPending}
                        onClick={() => read.mutate(c.id)}
                      >
                        {t.markRead}
                      </button>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      );
  }

  return (
    <section className="card" aria-labelledby="dashboard-messages">
      <h2 id="dashboard-messages">{t.heading}</h2>
      {body}
    </section>
  );
}
