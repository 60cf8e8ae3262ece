import { texts } from '@villa/shared/texts';

/**
 * The visible half of "Still loading…": what is happening and a Retry. Its own chunk, fetched
 * when a remote's load starts, so the log-in page never downloads it. The announcement itself
 * is the spinner's polite status, whose text RemotePage changes in place.
 */
export default function RemoteStillLoading({ onRetry }: { onRetry: () => void }) {
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
