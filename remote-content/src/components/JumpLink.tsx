import type { ReactNode } from 'react';

/** docs/florida-content.md: jump links land 60 px above their target, clear of the header. */
export const JUMP_OFFSET_PX = -60;

/**
 * Scrolls to an element on this page and moves focus to it (it needs tabIndex -1), without
 * changing the URL: a hash change would count as a navigation for the portal's router.
 */
export function jumpTo(id: string, offset = JUMP_OFFSET_PX) {
  const target = document.getElementById(id);
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY + offset;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
  target.focus({ preventScroll: true });
}

export interface JumpLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
}

export function JumpLink({ to, children, className }: JumpLinkProps) {
  return (
    <a
      href={`#${to}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        jumpTo(to);
      }}
    >
      {children}
    </a>
  );
}
