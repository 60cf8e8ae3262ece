import { useCallback, useEffect, useState, type RefObject } from 'react';

/*
 * Takes the reader to a section of the page: scrolls it into view and, if asked, moves the
 * focus to an element in it (a selector) or to the section itself (true). The villa page
 * builds its later sections in the render after its first (VillaDetailPage), so a button above
 * them ("Check availability") can be pressed before the section it leads to exists; the
 * request is then kept and carried out once it does, rather than lost.
 */
export function useGoToSection(
  section: RefObject<HTMLElement | null>,
  /** Whether the section is rendered now (the hook looks again when this turns true). */
  built: boolean,
): (focus?: string | true) => void {
  const [asked, setAsked] = useState<{ focus?: string | true } | null>(null);
  const goTo = useCallback(
    (focus?: string | true) => {
      const element = section.current;
      if (!element) {
        setAsked({ focus });
        return;
      }
      element.scrollIntoView({ behavior: 'smooth', block: 'start' });
      const target =
        focus === true ? element : focus ? element.querySelector<HTMLElement>(focus) : null;
      target?.focus({ preventScroll: true });
    },
    [section],
  );
  useEffect(() => {
    if (asked === null || !built || !section.current) return;
    setAsked(null);
    goTo(asked.focus);
  }, [asked, built, goTo, section]);
  return goTo;
}
