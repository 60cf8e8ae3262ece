import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from '@villa/shared/router';
import { usePageTitle, usePageTitleFor } from './pageTitle';

/** What the host's frame would put after "Villa Portal / ". */
function Tab({ pathname }: { pathname: string }) {
  return <p data-testid="tab">{usePageTitleFor(pathname) ?? 'route title'}</p>;
}

function Villa() {
  const [name, setName] = useState<string | undefined>(undefined);
  usePageTitle(name);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => setName('Blue Heron Escape (EN1021)')}>
        loaded
      </button>
      <button type="button" onClick={() => navigate('/villas')}>
        leave
      </button>
    </>
  );
}

function renderAt(pathname: string) {
  return render(
    <MemoryRouter initialEntries={[pathname]}>
      <Routes>
        <Route path="/villa/:id" element={<Villa />} />
        <Route path="/villas" element={<p>search</p>} />
      </Routes>
      <Tab pathname="/villa/211" />
    </MemoryRouter>,
  );
}

describe('a page names its browser tab', () => {
  it("keeps the route's title until the page knows its name, then shows it", () => {
    renderAt('/villa/211');
    expect(screen.getByTestId('tab')).toHaveTextContent('route title');
    act(() => screen.getByRole('button', { name: 'loaded' }).click());
    expect(screen.getByTestId('tab')).toHaveTextContent('Blue Heron Escape (EN1021)');
  });

  it('forgets the name when the page is left', () => {
    renderAt('/villa/211');
    act(() => screen.getByRole('button', { name: 'loaded' }).click());
    act(() => screen.getByRole('button', { name: 'leave' }).click());
    expect(screen.getByTestId('tab')).toHaveTextContent('route title');
  });

  it('gives a name only to the path it was set on', () => {
    render(
      <MemoryRouter initialEntries={['/villa/211']}>
        <Routes>
          <Route path="/villa/:id" element={<Villa />} />
        </Routes>
        <Tab pathname="/villa/212" />
      </MemoryRouter>,
    );
    act(() => screen.getByRole('button', { name: 'loaded' }).click());
    expect(screen.getByTestId('tab')).toHaveTextContent('route title');
  });
});
