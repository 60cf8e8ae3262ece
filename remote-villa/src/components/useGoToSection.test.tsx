import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useGoToSection } from './useGoToSection';

/** A page whose calendar section comes in a later render, as the villa page's does. */
function Page({ built }: { built: boolean }) {
  const calendar = useRef<HTMLElement>(null);
  const goTo = useGoToSection(calendar, built);
  return (
    <>
      <button type="button" onClick={() => goTo('button[tabindex="0"]')}>
        Check availability
      </button>
      {built ? (
        <section ref={calendar} aria-label="Availability">
          <button type="button" tabIndex={-1}>
            11 December
          </button>
          <button type="button" tabIndex={0}>
            12 December
          </button>
        </section>
      ) : null}
    </>
  );
}

describe('useGoToSection', () => {
  const scrolled: Element[] = [];
  beforeAll(() => {
    // jsdom lays nothing out, so it has no scrollIntoView: record who is scrolled to.
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
  });
  beforeEach(() => {
    scrolled.length = 0;
  });

  test('scrolls to the section and focuses the element asked for', async () => {
    render(<Page built />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check availability' }));
    expect(scrolled).toEqual([screen.getByRole('region', { name: 'Availability' })]);
    expect(screen.getByRole('button', { name: '12 December' })).toHaveFocus();
  });

  test('focuses the section itself when asked to', async () => {
    function Aside() {
      const stay = useRef<HTMLElement>(null);
      const goTo = useGoToSection(stay, true);
      return (
        <>
          <button type="button" onClick={() => goTo(true)}>
            Show the stay
          </button>
          <aside ref={stay} tabIndex={-1} aria-label="Your stay" />
        </>
      );
    }
    render(<Aside />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show the stay' }));
    expect(scrolled).toEqual([screen.getByRole('complementary', { name: 'Your stay' })]);
    expect(screen.getByRole('complementary', { name: 'Your stay' })).toHaveFocus();
  });

  test('pressed before the section is built, goes there once it is', async () => {
    const { rerender } = render(<Page built={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check availability' }));
    expect(scrolled).toEqual([]);
    rerender(<Page built />);
    expect(scrolled).toEqual([screen.getByRole('region', { name: 'Availability' })]);
    expect(screen.getByRole('button', { name: '12 December' })).toHaveFocus();
    // Once: a later render does not scroll again.
    rerender(<Page built />);
    expect(scrolled).toHaveLength(1);
  });
});
