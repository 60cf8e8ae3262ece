import { render } from '@testing-library/react';
import { MemoryRouter } from '@villa/shared/router';
import { FirstPaintHeader } from './FirstPaintHeader';
import { Header } from './Header';

/** The header's outline: each element's tag and classes down to the brand's name, in order. */
function outline(root: Element): string[] {
  const brand = root.querySelector('.brand');
  const path: string[] = [];
  for (let node: Element | null = brand; node && node !== root; node = node.parentElement) {
    path.unshift(`${node.tagName.toLowerCase()}.${node.className}`);
  }
  return [...path, brand?.innerHTML ?? ''];
}

test('index.html paints the header React renders for a visitor: the same brand in the same boxes', () => {
  const first = render(<FirstPaintHeader />).container;
  const real = render(
    <MemoryRouter>
      <div className="app">
        <Header hasNav={false} navOpen={false} onToggleNav={() => undefined} />
      </div>
    </MemoryRouter>,
  ).container;
  expect(outline(first)).toEqual(outline(real));
  expect(first.querySelector('.brand')?.getAttribute('href')).toBe(
    real.querySelector('.brand')?.getAttribute('href'),
  );
});
