import { act, renderHook, waitFor } from '@testing-library/react';
import { useErrorDialogStore } from '@villa/shared/store';
import { configureApi } from './client';
import { startLoopbackApi, type LoopbackApi } from '@villa/shared/testing';
import { useApiQuery } from './useApiQuery';

let api: LoopbackApi;
beforeAll(async () => {
  api = await startLoopbackApi();
  configureApi({ baseUrl: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  useErrorDialogStore.setState({ queue: [] });
});

describe('useApiQuery', () => {
  it('is loading until the answer arrives, then gives the data', async () => {
    api.answer({ body: { guides: [{ name: 'Orlando' }] } });
    const { result } = renderHook(() => useApiQuery<{ guides: unknown[] }>('guides'));
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.data).toEqual({ guides: [{ name: 'Orlando' }] });
    expect(result.current.error).toBeUndefined();
  });

  it('sends the params and fetches again when they change', async () => {
    api.answer({ body: {} });
    const { result, rerender } = renderHook(
      ({ page }) => useApiQuery('property-search', { params: { 'criteria[page]': page } }),
      { initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    rerender({ page: 2 });
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(api.requests.map((request) => request.url)).toEqual([
      '/api/property-search?criteria%5Bpage%5D=1',
      '/api/property-search?criteria%5Bpage%5D=2',
    ]);
  });

  it('keeps loading after a failure (the spinner stays), with the error and the dialog', async () => {
    api.answer({ status: 404, body: { errors: ['No such booking'] } });
    const { result } = renderHook(() => useApiQuery('bookings/NOPE'));
    await waitFor(() => expect(result.current.error?.status).toBe(404));
    expect(result.current.isLoading).toBe(true);
    expect(result.current.data).toBeUndefined();
    expect(useErrorDialogStore.getState().queue).toHaveLength(1);
  });

  it('fetches nothing for a null route', () => {
    const { result } = renderHook(() => useApiQuery(null));
    expect(result.current.isLoading).toBe(false);
    expect(api.requests).toHaveLength(0);
  });

  it('calls again on reload', async () => {
    api.answer({ body: { n: 1 } }, { body: { n: 2 } });
    const { result } = renderHook(() => useApiQuery<{ n: number }>('guides'));
    await waitFor(() => expect(result.current.data).toEqual({ n: 1 }));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toEqual({ n: 2 }));
  });

  describe('with keepLastAnswer', () => {
    it('keeps the last answer on screen while the same route loads again, and after a failure', async () => {
      api.answer(
        { body: { n: 1 } },
        { body: { n: 2 } },
        { status: 500, body: { errors: ['boom'] } },
      );
      const { result, rerender } = renderHook(
        ({ nights }) =>
          useApiQuery<{ n: number }>('property/7', { params: { nights }, keepLastAnswer: true }),
        { initialProps: { nights: 7 } },
      );
      await waitFor(() => expect(result.current.data).toEqual({ n: 1 }));

      rerender({ nights: 10 });
      expect(result.current).toMatchObject({
        data: { n: 1 },
        isRefreshing: true,
        isLoading: false,
      });
      await waitFor(() => expect(result.current.data).toEqual({ n: 2 }));
      expect(result.current.isRefreshing).toBe(false);

      act(() => result.current.reload());
      await waitFor(() => expect(result.current.error?.status).toBe(500));
      expect(result.current).toMatchObject({
        data: { n: 2 },
        isRefreshing: false,
        isLoading: false,
      });
    });

    it('starts afresh for another route', async () => {
      api.answer({ body: { n: 1 } }, { body: { n: 2 } });
      const { result, rerender } = renderHook(
        ({ id }) => useApiQuery<{ n: number }>(`property/${id}`, { keepLastAnswer: true }),
        { initialProps: { id: 7 } },
      );
      await waitFor(() => expect(result.current.data).toEqual({ n: 1 }));
      rerender({ id: 8 });
      expect(result.current).toMatchObject({ data: undefined, isLoading: true });
      await waitFor(() => expect(result.current.data).toEqual({ n: 2 }));
    });
  });

  it('without keepLastAnswer, new params show nothing of the last answer', async () => {
    api.answer({ body: { n: 1 } }, { body: { n: 2 } });
    const { result, rerender } = renderHook(
      ({ page }) => useApiQuery<{ n: number }>('quotes-sent', { params: { page } }),
      { initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.data).toEqual({ n: 1 }));
    rerender({ page: 2 });
    await waitFor(() => expect(result.current).toMatchObject({ data: undefined, isLoading: true }));
    await waitFor(() => expect(result.current.data).toEqual({ n: 2 }));
  });
});
