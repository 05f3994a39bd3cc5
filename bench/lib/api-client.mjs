import { createHash } from 'node:crypto';

export const md5 = (text) => createHash('md5').update(text).digest('hex');

/** One call to the API server; returns `data` or throws with the error envelope. */
export async function callApi(baseUrl, method, apiPath, { params, body, token } = {}) {
  const url = new URL(`/api/${apiPath}`, baseUrl);
  for (const [key, value] of Object.entries(params ?? {})) url.searchParams.set(key, String(value));
  const headers = { 'accept-language': 'en', 'x-device': 'H5' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const envelope = await response.json().catch(() => ({}));
  if (!response.ok)
    throw new Error(`${method} ${url.pathname} answered ${response.status}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

export async function signInDemo(baseUrl) {
  const { token } = await callApi(baseUrl, 'POST', 'member/login', {
    body: { userMobile: '012345678', loginPassword: md5('demo1234') },
  });
  return token;
}
