import type { ReactNode } from 'react';

/** docs/florida-content.md: jump links land 60 px above their target, clear of the header. */
export const JUMP_OFFSET_PX = -60;

/**
 * Marks a section the browser lays out only as it nears the screen (content.css gives it
 * `content-visibility: auto` and a held size): the weather page's months.
 */
export const DEFERRED_LAYOUT = { 'data-deferred-layout': '' } as const;

/**
 * Lays out every deferred section now. A jump measured with their held sizes lands off its
 * target, and the sections a smooth scroll passes take their real sizes on the way.
 */
function layOutDeferred() {
  for (const section of document.querySelectorAll<HTMLElement>('[data-deferred-layout]')) {
    section.style.contentVisibility = 'visible';
  }
}

/**
 * Scrolls to an element on this page and moves focus to it (it needs tabIndex -1), without
 * changing the URL: a hash change would count as a navigation for the portal's router.
 */
export function jumpTo(id: string, offset = JUMP_OFFSET_PX) {
  const target = document.getElementById(id);
  if (!target) return;
  layOutDeferred();
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
