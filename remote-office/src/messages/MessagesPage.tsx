import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { conversationReplySchema, type Conversation } from '@villa/shared/contract';
import { formatUkDateTime } from '@villa/shared/format';
import { useMutation, useQuery, useQueryClient } from '@villa/shared/query';
import { Alert, Spinner } from '@villa/shared/ui';
import { officeTexts } from '../texts';
import { apiMessageOf } from '../villas/villaApi';
import { conversationsKey, conversationsQuery, markDone, sendReply } from './messagesApi';
import '../office.css';
import './messages.css';

const t = officeTexts.messages;

/** The reply's own check, the one the API makes: its message at the field, nothing sent. */
function replyProblem(body: string): string | null {
  const checked = v.safeParse(conversationReplySchema, { body });
  return checked.success ? null : (checked.issues[0]?.message ?? t.replyRequired);
}

function ConversationStatus({ conversation }: { conversation: Conversation }) {
  if (conversation.unread > 0) {
    return <span className="office-status office-status--unread">{t.unread}</span>;
  }
  if (conversation.doneAt) {
    return <span className="office-status office-status--done">{t.done}</span>;
  }
  return <span className="office-status office-status--answered">{t.answered}</span>;
}

function ReplyForm({ conversation }: { conversation: Conversation }) {
  const ids = { body: useId(), error: useId() };
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'replied' | 'done' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: conversationsKey() });

  const reply = useMutation({
    mutationFn: (text: string) => sendReply(conversation.id, text),
    onSuccess: async () => {
      setBody('');
      setOutcome('replied');
      await refresh();
    },
  });
  const finish = useMutation({
    mutationFn: () => markDone(conversation.id),
    onSuccess: async () => {
      setOutcome('done');
      await refresh();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = replyProblem(body);
    setFieldError(problem);
    setOutcome(null);
    if (!problem) reply.mutate(body);
  };
  const failure = reply.isError ? reply.error : finish.isError ? finish.error : null;

  return (
    <form className="office-reply" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={ids.body}>{t.replyLabel}</label>
        <textarea
          id={ids.body}
          rows={4}
          value={body}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? ids.error : undefined}
          onChange={(e) => setBody(e.target.value)}
        />
        {fieldError ? (
          <p id={ids.error} className="field__error">
            {fieldError}
          </p>
        ) : null}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={reply.isPending}>
          {reply.isPending ? t.sending : t.send}
        </button>
        {conversation.doneAt ? null : (
          <button
            type="button"
            className="button"
            disabled={finish.isPending}
            onClick={() => {
              setOutcome(null);
              finish.mutate();
            }}
          >
            {t.markDone}
          </button>
        )}
      </div>
      <div role="status" aria-live="polite">
        {outcome === 'replied' ? <p className="office-reply__sent">{t.sent}</p> : null}
        {outcome === 'done' ? <p className="office-reply__sent">{t.markedDone}</p> : null}
      </div>
      {failure ? (
        <Alert variant="danger" live>
          <p>{apiMessageOf(failure) ?? t.actionFailed}</p>
        </Alert>
      ) : null}
    </form>
  );
}

function ConversationCard({ conversation }: { conversation: Conversation }) {
  const headingId = useId();
  return (
    <article
      className={`card office-conversation${conversation.unread > 0 ? ' office-conversation--unread' : ''}`}
      aria-labelledby={headingId}
    >
      <header className="office-conversation__head">
        <h2 id={headingId}>{conversation.subject}</h2>
        <ConversationStatus conversation={conversation} />
      </header>
      <dl className="office-conversation__meta">
        <div>
          <dt>{t.booking}</dt>
          <dd>{conversation.bookRef ?? t.generalEnquiry}</dd>
        </div>
        <div>
          <dt>{t.agent}</dt>
          <dd>
            {conversation.agentName} ({conversation.agentEmail})
          </dd>
        </div>
      </dl>
      <ol className="office-messages" aria-label={t.messagesOf(conversation.subject)}>
        {conversation.messages.map((message, index) => (
          <li
            key={index}
            className={`office-message office-message--${message.author.toLowerCase()}`}
          >
            <p className="office-message__from">
              <strong>{message.from}</strong>
              {message.author === 'STAFF' ? ` ${t.fromOffice}` : ''},{' '}
              <time dateTime={message.at}>{formatUkDateTime(message.at)}</time>
            </p>
            <p className="office-message__body">{message.body}</p>
          </li>
        ))}
      </ol>
      <ReplyForm conversation={conversation} />
    </article>
  );
}

/**
 * /office/messages: every conversation the agents' enquiries and change requests opened,
 * unread first (the API's order), each with its booking; staff reply (the agent gets a mail
 * and reads it on the booking page) and mark it done.
 */
export default function MessagesPage() {
  const list = useQuery(conversationsQuery());

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
  } else if (list.data.conversations.length === 0) {
    body = (
      <p className="muted" role="status">
        {t.none}
      </p>
    );
  } else {
    const unread = list.data.conversations.filter((c) => c.unread > 0).length;
    body = (
      <>
        <p role="status" className="muted">
          {t.count(list.data.conversations.length, unread)}
        </p>
        <div className="office-conversations">
          {list.data.conversations.map((conversation) => (
            <ConversationCard key={conversation.id} conversation={conversation} />
          ))}
        </div>
      </>
    );
  }

  return (
    <>
      <div className="page-heading">
        <h1>{t.heading}</h1>
        <p>{t.intro}</p>
      </div>
      {body}
    </>
  );
}
