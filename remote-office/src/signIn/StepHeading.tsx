import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of a sign-in step. A step the page moved on to focuses its heading, so a keyboard
 * or screen-reader user is told where they are (the form they came from is gone); the first
 * step, shown on arrival, leaves the focus where the browser put it.
 */
export function StepHeading({ children, focus = false }: { children: ReactNode; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
