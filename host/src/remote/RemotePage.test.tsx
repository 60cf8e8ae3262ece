import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { RemoteNeedsUpdateError } from '../federation/sharedSurface';
import { CONTRACT_VERSION } from '@villa/shared/contract';
import { installRemoteRoutes } from '../routing/routeTable';
import { RemotePage, STILL_LOADING_AFTER_MS, forgetLoadedPages } from './RemotePage';

beforeEach(() => {
  forgetLoadedPages();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const Villas = () => <h1>Villa search</h1>;

describe('RemotePage', () => {
  it('shows the spinner, then the page', async () => {
    let resolve!: (page: ComponentType) => void;
    const load = () => new Promise<ComponentType>((r) => (resolve = r));
    render(<RemotePage id="villas" remote="search" load={load} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    resolve(Villas);
    expect(await screen.findByRole('heading', { name: 'Villa search' })).toBeInTheDocument();
  });

  it('shows the unavailable panel when the remote fails, and Retry loads again', async () => {
    const load = jest
      .fn<Promise<ComponentType>, []>()
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockResolvedValueOnce(Villas);
    render(<RemotePage id="villas" remote="search" load={load} />);
    expect(
      await screen.findByRole('heading', { name: 'This section is unavailable' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Villa search' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says "Still loading…" with Retry while a slow load runs, and Retry starts the load again', async () => {
    jest.useFakeTimers();
    try {
      const loads: ((page: ComponentType) => void)[] = [];
      const load = jest.fn(() => new Promise<ComponentType>((r) => loads.push(r)));
      render(<RemotePage id="villas" remote="search" load={load} />);
      act(() => jest.advanceTimersByTime(STILL_LOADING_AFTER_MS - 1));
      expect(screen.queryByText('Still loading…')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      // The same polite status region, now saying so.
      expect(screen.getByRole('status')).toHaveTextContent('Still loading…');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(await screen.findByRole('button', { name: 'Retry' }));
      expect(load).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('status')).toHaveTextContent('Loading');
      // The new attempt renders the page.
      act(() => loads[1]!(Villas));
      expect(await screen.findByRole('heading', { name: 'Villa search' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(STILL_LOADING_AFTER_MS));
      expect(screen.queryByText('Still loading…')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the needs-an-update panel when the remote was built against another shared surface', async () => {
    const refused = new RemoteNeedsUpdateError('admin', [
      { name: '@villa/shared/store', required: '^2.0.0', provided: '1.0.0' },
    ]);
    render(<RemotePage id="villas" remote="search" load={() => Promise.reject(refused)} />);
    expect(
      await screen.findByRole('heading', { name: 'This section needs an update' }),
    ).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('The rest of the portal still works.');
    expect(screen.queryByText('This section is unavailable')).not.toBeInTheDocument();
  });

  it("shows the needs-an-update panel, loading nothing, when the remote's manifest names another contract major", async () => {
    const major = Number(CONTRACT_VERSION.split('.')[0]);
    const routes = { villas: { path: '/villas', title: 'Search', roles: ['AGENT' as const] } };
    installRemoteRoutes({
      search: { remote: 'search', contract: `${major - 1}.4.0`, routes },
      villa: { remote: 'villa', contract: `${major}.9.0`, routes: {} },
    });
    try {
      const load = jest.fn(() => Promise.resolve(Villas));
      const { unmount } = render(<RemotePage id="villas" remote="search" load={load} />);
      expect(
        await screen.findByRole('heading', { name: 'This section needs an update' }),
      ).toHaveFocus();
      expect(load).not.toHaveBeenCalled();
      unmount();
      // Another minor of the same major runs.
      render(<RemotePage id="villa" remote="villa" load={load} />);
      expect(await screen.findByRole('heading', { name: 'Villa search' })).toBeInTheDocument();
    } finally {
      installRemoteRoutes({});
    }
  });

  it('shows the unavailable panel when the page throws while rendering', async () => {
    const Broken = () => {
      throw new Error('bad remote');
    };
    render(<RemotePage id="villa" remote="villa" load={() => Promise.resolve(Broken)} />);
    expect(
      await screen.findByRole('heading', { name: 'This section is unavailable' }),
    ).toBeInTheDocument();
  });
});
