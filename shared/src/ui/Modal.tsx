import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useStyleScope } from './StyleScope';

export interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  /** Buttons along the bottom. */
  footer?: ReactNode;
  /** Esc (and a backdrop click when allowed) calls this; without it Esc does nothing. */
  onDismiss?: () => void;
  /** A click on the backdrop dismisses (default true when onDismiss is given). */
  dismissOnBackdrop?: boolean;
  /** role="alertdialog" for dialogs that need an answer (errors, inactivity). */
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'medium' | 'large';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The page behind every open modal is made inert; a counter copes with stacked modals. */
let openModals = 0;
function setPageInert(inert: boolean) {
  const root = document.getElementById('root');
  if (!root) return;
  if (inert) root.setAttribute('inert', '');
  else root.removeAttribute('inert');
}

/**
 * A modal dialog: labelled by its title, focus moved in and trapped (Tab cycles), Esc and
 * optionally the backdrop dismiss, the page behind is inert, and focus returns where it was
 * when the dialog closes. Render it only while open.
 */
export function Modal({
  title,
  children,
  footer,
  onDismiss,
  dismissOnBackdrop = true,
  role = 'dialog',
  size = 'medium',
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Rendered at the end of the body, outside the page: the page's scope class keeps its
  // remote's styles applying to the dialog's content.
  const scope = useStyleScope();
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog;
    first?.focus();
    openModals += 1;
    setPageInert(true);
    return () => {
      openModals -= 1;
      if (openModals === 0) setPageInert(false);
      if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      if (dismissRef.current) {
        event.stopPropagation();
        dismissRef.current();
      }
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className={scope ? `modal-backdrop ${scope}` : 'modal-backdrop'}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && dismissOnBackdrop) dismissRef.current?.();
      }}
    >
      <div
        ref={dialogRef}
        className={`modal modal--${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        <div className="modal__body" id={bodyId}>
          {children}
        </div>
        {footer ? <div className="modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
