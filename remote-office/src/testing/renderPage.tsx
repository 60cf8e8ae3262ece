// Test support: renders a page inside a router, with a QueryClient of its own, the way the host
// shows it.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { FreshQueryClient } from '@villa/shared/query';
import { MemoryRouter, Route, Routes } from '@villa/shared/router';

export function renderPage(page: ReactElement, { path = '/', at = '/' } = {}) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<p>Navigated away</p>} />
      </Routes>
    </MemoryRouter>,
    { wrapper: FreshQueryClient },
  );
}
