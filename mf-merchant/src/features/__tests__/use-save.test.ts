import { act, renderHook } from '@testing-library/react';
import { ApiError, initI18n } from '@mall/shared';
import { MERCHANT_ERROR_CODE } from '@mall/shared/merchant';
import '../../i18n';
import { useSave } from '../use-save';

beforeAll(() => initI18n('en'));

test('busy while the save runs, then the notice its answer gives', async () => {
  const { result } = renderHook(() => useSave());
  let finish: (answer: { version: number }) => void = () => undefined;
  let running: Promise<void> = Promise.resolve();
  act(() => {
    running = result.current.run(
      () => new Promise<{ version: number }>((resolve) => (finish = resolve)),
      (answer) => `Saved at version ${answer.version}.`,
    );
  });
  expect(result.current.busy).toBe(true);
  await act(async () => {
    finish({ version: 5 });
    await running;
  });
  expect(result.current).toMatchObject({ busy: false, error: null, stale: false, notice: 'Saved at version 5.' });
});

test('someone saved first (132): the console’s message, and stale for the offer to load the latest copy', async () => {
  const { result } = renderHook(() => useSave());
  await act(() =>
    result.current.run(() => Promise.reject(new ApiError('api', { codeId: MERCHANT_ERROR_CODE.editedSinceOpened }))),
  );
  expect(result.current).toMatchObject({
    busy: false,
    stale: true,
    error: 'Someone else saved this since you opened it. Nothing was overwritten.',
  });
});

test('another refusal is not stale; a refusal found before asking keeps the earlier stale offer', async () => {
  const { result } = renderHook(() => useSave());
  await act(() =>
    result.current.run(() => Promise.reject(new ApiError('api', { codeId: MERCHANT_ERROR_CODE.lastOwner }))),
  );
  expect(result.current.stale).toBe(false);
  expect(result.current.error).toMatch(/owner/i);
  await act(() =>
    result.current.run(() => Promise.reject(new ApiError('api', { codeId: MERCHANT_ERROR_CODE.editedSinceOpened }))),
  );
  act(() => result.current.refuse('Fix the fields marked in red.'));
  expect(result.current).toMatchObject({ stale: true, error: 'Fix the fields marked in red.', notice: null });
});
