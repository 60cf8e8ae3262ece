import type { ReactNode } from 'react';

export interface Fact {
  label: ReactNode;
  value: ReactNode;
  /** Defaults to the label when it is a string. */
  key?: string;
}

/**
 * Facts of a thing, label and value on one line (the global stylesheet's `.facts`): a park's
 * opening hours, a ride's height limit, a villa's driving times.
 */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={className ? `facts ${className}` : 'facts'}>
      {facts.map((fact, index) => (
        <div key={fact.key ?? (typeof fact.label === 'string' ? fact.label : index)}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
