import type { ReactNode } from 'react';
import { PageHeading } from './PageHeading';

/**
 * A narrow page of one card under its heading, for the pages reached from an e-mailed link or
 * on the way into the portal (signup, signup completion, password reset): the card holds the
 * page's current step (spinner, form, message).
 */
export function SingleCardPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="single-column">
      <PageHeading heading={heading} />
      <div className="card">{children}</div>
    </div>
  );
}
