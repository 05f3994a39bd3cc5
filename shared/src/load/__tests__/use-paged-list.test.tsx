import { act, renderHook, waitFor } from '@testing-library/react';
import { usePagedList, type ListPage } from '../use-paged-list';

interface Row {
  id: number;
}

const pageOf = (ids: number[], current: number, pages = 3): ListPage<Row> => ({
  records: ids.map((id) => ({ id })),
  current,
  pages,
  total: pages * 2,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

test('appends the next page once, and shows a record that moved between pages once', async () => {
  const load = jest.fn((page: number) => Promise.resolve(page === 1 ? pageOf([1, 2], 1) : pageOf([2, 3], 2)));
  const { result } = renderHook(() => usePagedList<Row>({ key: 'rows', load, idOf: (row) => row.id }));
  await waitFor(() => expect(result.current.state).toBe('ready'));
  act(() => result.current.loadMore());
  expect(result.current.loadingMore).toBe(true);
  await waitFor(() => expect(result.current.loadingMore).toBe(false));
  expect(result.current.records.map((row) => row.id)).toEqual([1, 2, 3]);
  expect(result.current.current).toBe(2);
});

test('a late answer for an older key is dropped', async () => {
  const first = deferred<ListPage<Row>>();
  const second = deferred<ListPage<Row>>();
  const load = jest.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
  const { result, rerender } = renderHook(({ key }) => usePagedList<Row>({ key, load, idOf: (row) => row.id }), {
    initialProps: { key: 'a' },
  });
  rerender({ key: 'b' });
  await act(async () => second.resolve(pageOf([20], 1, 1)));
  await act(async () => first.resolve(pageOf([10], 1, 1)));
  expect(result.current.records).toEqual([{ id: 20 }]);
  expect(result.current.state).toBe('ready');
});

test('a list at hand is not loaded again, and a failed next page leaves the list shown', async () => {
  const load = jest.fn().mockRejectedValue(new Error('offline'));
  const { result } = renderHook(() =>
    usePagedList<Row>({ key: 'rows', load, idOf: (row) => row.id, initial: pageOf([1], 1) }),
  );
  expect(result.current.state).toBe('ready');
  expect(load).not.toHaveBeenCalled();
  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.moreFailed).toBe(true));
  expect(result.current.state).toBe('ready');
  expect(result.current.records).toEqual([{ id: 1 }]);
});
