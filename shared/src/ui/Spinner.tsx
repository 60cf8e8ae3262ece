import { texts } from '@villa/shared/texts';

export interface SpinnerProps {
  /** What is loading, for screen readers; "Loading…" unless given. */
  label?: string;
  /** Smaller, for inside buttons and table cells. */
  size?: 'small' | 'large';
}

/** Shown while a page waits for its data. Announced politely; the wheel itself is hidden. */
export function Spinner({ label = texts.loading, size = 'large' }: SpinnerProps) {
  return (
    <div className={`spinner spinner--${size}`} role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
