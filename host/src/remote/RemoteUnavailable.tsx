import { useEffect, useRef } from 'react';
import { texts } from '@villa/shared/texts';

export interface RemoteUnavailableProps {
  onRetry: () => void;
  /**
   * Why: the remote could not be loaded (down, hanging, broken), or it was refused because it
   * was built against a shared surface the host does not provide or another major of the
   * endpoint contract.
   */
  reason?: 'unavailable' | 'needsUpdate';
}

/** Shown in the content area in place of a section whose remote could not be loaded. */
export function RemoteUnavailable({ onRetry, reason = 'unavailable' }: RemoteUnavailableProps) {
  const text = texts[reason];
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Screen-reader and keyboard users land on the news rather than on a vanished spinner.
    headingRef.current?.focus();
  }, []);
  return (
    <section className="card centered-panel" role="alert" aria-labelledby="unavailable-heading">
      <h1 id="unavailable-heading" ref={headingRef} tabIndex={-1}>
        {text.heading}
      </h1>
      <p>{text.text}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {text.retry}
      </button>
    </section>
  );
}
