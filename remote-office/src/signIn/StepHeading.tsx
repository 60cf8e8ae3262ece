import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of a sign-in step. A step the page moved on to focuses its heading, so a keyboard
 * or screen-reader user is told where they are (the form they came from is gone), and so does
 * each refusal shown above a form; the first step, shown on arrival, leaves the focus where the
 * browser put it (focusKey 0).
 */
export function StepHeading({
  children,
  focusKey = 0,
}: {
  children: ReactNode;
  focusKey?: number;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
