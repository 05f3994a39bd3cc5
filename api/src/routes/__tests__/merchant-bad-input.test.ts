import { bearer, createTestApp, databases, type TestApp } from '../../../test/helpers';
import { signInStaff, type SignedInStaff } from '../../../test/merchant';

// Every staff call, given bad values in each of its fields (as an owner, who may call them all): a clear 4xx with a
// catalogue code, never a 500, and the database still answers.
const BAD_VALUES: unknown[] = [
  null,
  -1,
  0,
  1.5,
  1e15,
  'x',
  '',
  '\u0000',
  'a\ud800b',
  [],
  [1, 'x'],
  {},
  { a: { b: [] } },
  true,
];

type Schema = { properties?: Record<string, unknown>; content?: Record<string, { schema?: Schema }> };

describe.each(databases)('merchant calls refuse bad input (%s)', (kind) => {
  let t: TestApp;
  let owner: SignedInStaff;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signInStaff(t.app, t.db, 'owner');
  });
  afterAll(() => t.close());

  it('answers each bad field with a 4xx and a code, never a 500', async () => {
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: Schema; parameters?: Array<{ name: string; in: string }> }>>;
    };
    const answers: string[] = [];
    let sent = 0;
    for (const [url, methods] of Object.entries(doc.paths)) {
      if (!url.startsWith('/api/merchant/') || url.endsWith('/auth/logout')) continue;
      for (const [method, operation] of Object.entries(methods)) {
        const body = operation.requestBody?.content?.['application/json']?.schema?.properties;
        const fields = body
          ? Object.keys(body)
          : (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        for (const field of fields.length ? fields : ['anything']) {
          for (const value of BAD_VALUES) {
            const res =
              method === 'get'
                ? await t.app.inject({
                    method: 'GET',
                    url,
                    query: { [field]: typeof value === 'string' ? value : JSON.stringify(value) },
                    headers: bearer(owner.token),
                  })
                : await t.app.inject({
                    method: 'POST',
                    url,
                    payload: { [field]: value },
                    headers: bearer(owner.token),
                  });
            sent += 1;
            const answer = (res.statusCode >= 400 ? res.json() : {}) as { codeId?: number };
            if (res.statusCode >= 500 || (res.statusCode >= 400 && typeof answer.codeId !== 'number')) {
              answers.push(
                `${method.toUpperCase()} ${url} ${field}=${JSON.stringify(value)}: ${res.statusCode} ${res.body.slice(0, 120)}`,
              );
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(answers).toEqual([]);
    expect((await t.app.inject({ url: '/api/merchant/auth/me', headers: bearer(owner.token) })).statusCode).toBe(200);
  }, 120_000);
});
