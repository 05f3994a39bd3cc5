/**
 * The console's client at the HTTP boundary (fetch), in Node: which token goes where, and what a refusal becomes.
 * @jest-environment node
 */
import { isApiError, setRuntimeConfig, useMallStore } from '@mall/shared';
import { useStaffSession } from '../../features/session/staff-session';
import { useSecondFactorPrompt } from '../../features/session/second-factor';
import { currentStaff, listProducts, liveStreamUrl, saveProduct } from '../merchant-api';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  setRuntimeConfig({ apiBaseUrl: 'http://mall.test/api' });
});

beforeEach(() => {
  fetchMock.mockReset();
  useMallStore.setState({ token: 'member-token' });
  useStaffSession.setState({ token: 'staff-token', staff: null });
});

/** The URL and headers of the n-th request fetch was given. */
function request(n = 0): { url: string; headers: Headers; method: string } {
  const [input, init] = fetchMock.mock.calls[n];
  const asRequest = input instanceof Request ? input : new Request(String(input), init);
  return { url: asRequest.url, headers: new Headers(init?.headers ?? asRequest.headers), method: asRequest.method };
}

test('sends the staff token, never the member’s, to /api/merchant/*, and unwraps the envelope', async () => {
  fetchMock.mockResolvedValue(json({ data: { records: [], total: 0, current: 2, size: 20, pages: 0 } }));
  await expect(listProducts({ current: 2, size: 20, q: 'rice' })).resolves.toMatchObject({ current: 2 });
  const { url, headers } = request();
  expect(url).toBe('http://mall.test/api/merchant/products?current=2&size=20&q=rice');
  expect(headers.get('authorization')).toBe('Bearer staff-token');
});

test('sends no token at all when no staff member is signed in, even with a member signed in', async () => {
  useStaffSession.setState({ token: null, staff: null });
  fetchMock.mockResolvedValue(json({ codeId: 130, msg: 'Staff sign-in required' }, 401));
  await expect(currentStaff()).rejects.toMatchObject({ codeId: 130, status: 401 });
  expect(request().headers.get('authorization')).toBeNull();
});

test('a 130 ends the staff session (the guard then shows the sign-in page); the member stays signed in', async () => {
  fetchMock.mockResolvedValue(json({ codeId: 130, msg: 'Staff sign-in required' }, 401));
  const failure = await currentStaff().catch((error: unknown) => error);
  expect(isApiError(failure)).toBe(true);
  expect(useStaffSession.getState().token).toBeNull();
  expect(useMallStore.getState().token).toBe('member-token');
});

test('a stale save (409, 132) is an ApiError with its code, and the session stays', async () => {
  fetchMock.mockResolvedValue(json({ codeId: 132, msg: 'Edited by someone else' }, 409));
  await expect(
    saveProduct({
      prodId: 7,
      version: 3,
      prodNameKh: '',
      prodNameEn: 'Rice',
      prodNameCn: '',
      briefKh: '',
      briefEn: '',
      briefCn: '',
      contentKh: '',
      contentEn: '',
      contentCn: '',
      categoryId: 3,
      tags: [],
      status: 1,
      maxPerOrder: null,
      skus: [],
    }),
  ).rejects.toMatchObject({ kind: 'api', codeId: 132, status: 409 });
  expect(request().method).toBe('POST');
  expect(useStaffSession.getState().token).toBe('staff-token');
});

test('no answer at all is a network error, not a refusal', async () => {
  fetchMock.mockRejectedValue(new TypeError('fetch failed'));
  await expect(currentStaff()).rejects.toMatchObject({ kind: 'network' });
});

describe('the live stream address', () => {
  it('asks for a ticket with the staff token and opens the stream under the API base with it', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: { ticket: 'a+b/c', expiresInMs: 30000 } }));
    expect(await liveStreamUrl()).toBe('http://mall.test/api/merchant/live?ticket=a%2Bb%2Fc');
    expect(request()).toEqual(
      expect.objectContaining({ url: 'http://mall.test/api/merchant/live/ticket', method: 'POST' }),
    );
    expect(request().headers.get('authorization')).toBe('Bearer staff-token');
  });
});

test('a 149 waits for the code-again dialog, then sends the same call again: the page sees only the answer', async () => {
  fetchMock
    .mockResolvedValueOnce(json({ codeId: 149, msg: 'Give your authenticator code again' }, 401))
    .mockResolvedValueOnce(json({ data: { records: [], total: 0, current: 1, size: 20, pages: 0 } }));
  const answer = listProducts({ current: 1, size: 20 });
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.resolve();
  expect(useSecondFactorPrompt.getState().open).toBe(true);
  useSecondFactorPrompt.getState().given();
  await expect(answer).resolves.toMatchObject({ current: 1 });
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(request(1).url).toBe(request(0).url);
  // The session stays: 149 is not 130.
  expect(useStaffSession.getState().token).toBe('staff-token');
});

test('closing the code-again dialog gives the call its refusal (149)', async () => {
  fetchMock.mockResolvedValue(json({ codeId: 149, msg: 'Give your authenticator code again' }, 401));
  const answer = currentStaff();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(useSecondFactorPrompt.getState().open).toBe(true);
  useSecondFactorPrompt.getState().dismissed();
  await expect(answer).rejects.toMatchObject({ codeId: 149 });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
