import type { ReactNode } from 'react';

export interface SectionProps {
  id: string;
  title: string;
  /** Buttons beside the heading (Edit, ...). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A card with a heading that labels it as a region. */
export function Section({ id, title, actions, children }: SectionProps) {
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <div className="section-heading">
        <h2 id={`${id}-heading`}>{title}</h2>
        {actions ? <div className="button-row">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
