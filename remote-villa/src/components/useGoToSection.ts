import { useCallback, useEffect, useState, type RefObject } from 'react';

/*
 * Takes the reader to a section of the page: scrolls it into view and, if asked, moves the
 * focus to an element in it. The villa page builds its later sections in the render after its
 * first (VillaDetailPage), so a button above them ("Check availability") can be pressed before
 * the section it leads to exists; the request is then kept and carried out once it does,
 * rather than lost.
 */
export function useGoToSection(
  section: RefObject<HTMLElement | null>,
  /** Whether the section is rendered now (the hook looks again when this turns true). */
  built: boolean,
): (focusSelector?: string) => void {
  const [asked, setAsked] = useState<{ focusSelector?: string } | null>(null);
  const goTo = useCallback(
    (focusSelector?: string) => {
      const element = section.current;
      if (!element) {
        setAsked({ focusSelector });
        return;
      }
      element.scrollIntoView({ behavior: 'smooth', block: 'start' });
      if (focusSelector) {
        element.querySelector<HTMLElement>(focusSelector)?.focus({ preventScroll: true });
      }
    },
    [section],
  );
  useEffect(() => {
    if (asked === null || !built || !section.current) return;
    setAsked(null);
    goTo(asked.focusSelector);
  }, [asked, built, goTo, section]);
  return goTo;
}
