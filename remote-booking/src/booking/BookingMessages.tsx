import { useEffect, useRef, useState } from 'react';
import { formatUkDateTime } from '@villa/shared/format';
import { useQuery, useQueryClient } from '@villa/shared/query';
import { Alert, Spinner } from '@villa/shared/ui';
import { texts } from '../texts';
import { bookingMessagesQuery, markRead, messagesKey } from './messagesApi';
import { Section } from './Section';

const t = texts.messages;

/**
 * The booking's messages with the provider's office: what the agent wrote (Make enquiry) and
 * the office's replies. Replies unread when the page opened are marked as new here, and read
 * on the server, so the dashboard no longer counts them.
 */
export function BookingMessages({ bookRef }: { bookRef: string }) {
  const queryClient = useQueryClient();
  const list = useQuery(bookingMessagesQuery(bookRef));
  // What was new when first shown stays marked "New" while the page is open.
  const [fresh, setFresh] = useState<Record<number, number>>({});
  const marking = useRef(new Set<number>());

  useEffect(() => {
    const unread = (list.data?.conversations ?? []).filter(
      (c) => c.unread > 0 && !marking.current.has(c.id),
    );
    if (unread.length === 0) return;
    for (const c of unread) marking.current.add(c.id);
    setFresh((before) => ({
      ...before,
      ...Object.fromEntries(unread.map((c) => [c.id, c.unread])),
    }));
    void Promise.all(unread.map((c) => markRead(c.id).catch(() => undefined))).then(() =>
      queryClient.invalidateQueries({ queryKey: messagesKey() }),
    );
  }, [list.data, queryClient]);

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
    const messages = list.data.conversations.flatMap((c) => {
      const replies = c.messages.filter((m) => m.author === 'STAFF').length;
      const newFrom = replies - (fresh[c.id] ?? 0);
      let reply = 0;
      return c.messages.map((m, index) => {
        const isNew = m.author === 'STAFF' && reply++ >= newFrom;
        return { key: `${c.id}-${index}`, message: m, isNew };
      });
    });
    const newCount = Object.values(fresh).reduce((sum, n) => sum + n, 0);
    body =
      messages.length === 0 ? (
        <p className="muted">{t.none}</p>
      ) : (
        <>
          {newCount > 0 ? <p role="status">{t.newReplies(newCount)}</p> : null}
          <ol className="booking-messages">
            {messages.map(({ key, message, isNew }) => (
              <li
                key={key}
                className={`booking-message booking-message--${message.author.toLowerCase()}`}
              >
                <p className="booking-message__from">
                  <strong>
                    {message.author === 'STAFF' ? t.fromProvider(message.from) : t.fromYou}
                  </strong>
                  , <time dateTime={message.at}>{formatUkDateTime(message.at)}</time>
                  {isNew ? (
                    <span className="status-badge booking-message__new">{t.new}</span>
                  ) : null}
                </p>
                <p className="booking-message__body">{message.body}</p>
              </li>
            ))}
          </ol>
        </>
      );
  }

  return (
    <Section id="messages" title={t.heading}>
      {body}
    </Section>
  );
}
