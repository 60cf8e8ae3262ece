import type { ReactNode } from 'react';

export interface AlertProps {
  variant?: 'info' | 'success' | 'warning' | 'danger';
  title?: ReactNode;
  children?: ReactNode;
  /** Announce it as soon as it appears (failures); other alerts are read in page order. */
  live?: boolean;
}

/** A coloured message box with an optional bold title. */
export function Alert({ variant = 'info', title, children, live = false }: AlertProps) {
  return (
    <div
      className={`alert alert--${variant}`}
      role={live ? (variant === 'danger' ? 'alert' : 'status') : undefined}
    >
      {title ? <p className="alert__title">{title}</p> : null}
      {children ? <div className="alert__body">{children}</div> : null}
    </div>
  );
}
