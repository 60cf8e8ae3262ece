import { useEffect, useRef } from 'react';
import { texts } from '@villa/shared/texts';

export interface RemoteUnavailableProps {
  onRetry: () => void;
}

/** Shown in the content area in place of a section whose remote could not be loaded. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Screen-reader and keyboard users land on the news rather than on a vanished spinner.
    headingRef.current?.focus();
  }, []);
  return (
    <section className="card centered-panel" role="alert" aria-labelledby="unavailable-heading">
      <h1 id="unavailable-heading" ref={headingRef} tabIndex={-1}>
        {texts.unavailable.heading}
      </h1>
      <p>{texts.unavailable.text}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {texts.unavailable.retry}
      </button>
    </section>
  );
}
