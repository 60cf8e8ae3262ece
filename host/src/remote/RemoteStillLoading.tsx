import { texts } from '@villa/shared/texts';

/**
 * The visible half of "Still loading…": what is happening and a Retry. It comes with RemotePage
 * in the remote runtime's chunk, which the server preloads with a remote's route and the log-in
 * page never downloads (it was a chunk of its own, asked for as each remote page began to load).
 * The announcement itself is the spinner's polite status, whose text RemotePage changes in place.
 */
export function RemoteStillLoading({ onRetry }: { onRetry: () => void }) {
  const text = texts.stillLoading;
  return (
    <section className="card centered-panel" aria-labelledby="still-loading-heading">
      <h1 id="still-loading-heading">{text.heading}</h1>
      <p>{text.text}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {text.retry}
      </button>
    </section>
  );
}
