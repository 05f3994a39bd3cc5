/** @jest-environment node */
// The shell's static server: what it serves comes from its configuration only, and every answer carries the
// security headers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { APPS, createStaticServer, releaseOf } from '../shell-server';
import { renderIndexHtml } from '../index-html';
import { createManifestReader } from '../remote-manifests';
import { pageLanguageOf } from '../link-preview';
import { get as getAnswer, listen as listenOn } from './http-get';

// A shell build and a catalogue remote build, each reduced to what the server reads.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-shell-'));
const SHELL_HTML =
  '<!doctype html><html><head><title>Phsar Penh</title><style>body{margin:0}</style><script>window.early=1</script></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>';
const MANIFEST = {
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [{ name: 'HomePage', assets: { css: { sync: ['home.1234abcd.css'] }, js: { sync: ['home.1234abcd.js'] } } }],
};

const servers: FastifyInstance[] = [];
let ports: { shell: number; catalog: number };

const get = (port: number, url: string, host: string) => getAnswer(port, url, { host });
const listen = (server: FastifyInstance) => listenOn(servers, server);

const byName = (name: string) => APPS.find((app) => app.name === name)!;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'shell'));
  fs.mkdirSync(path.join(dist, 'catalog'));
  fs.writeFileSync(path.join(dist, 'shell', 'index.html'), SHELL_HTML);
  fs.writeFileSync(path.join(dist, 'shell', 'main.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'shell', 'sw.js'), 'self.addEventListener("fetch", () => {})');
  fs.writeFileSync(path.join(dist, 'shell', 'manifest.km.webmanifest'), '{"name":"ផ្សារពេញ"}');
  fs.writeFileSync(path.join(dist, 'catalog', 'mf-manifest.json'), JSON.stringify(MANIFEST));
  const catalog = await listen(await createStaticServer({ app: byName('catalog'), dir: path.join(dist, 'catalog') }));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PUBLIC_HOST: 'shop.phsarpenh.example',
    REMOTE_CATALOG_URL: `http://127.0.0.1:${catalog}/mf-manifest.json`,
    API_BASE_URL: 'https://api.phsarpenh.example/api',
  };
  delete env.CONFIG_FILE;
  delete env.CHECKOUT_PORT;
  delete env.ACCOUNT_PORT;
  delete env.REMOTE_CHECKOUT_URL;
  delete env.REMOTE_ACCOUNT_URL;
  const shell = await listen(await createStaticServer({ app: byName('shell'), env, dir: path.join(dist, 'shell') }));
  ports = { shell, catalog };
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('shell server', () => {
  it.each(['/', '/mobile/index', '/config.json'])('serves %s the same whatever the Host header says', async (url) => {
    const honest = await get(ports.shell, url, `localhost:${ports.shell}`);
    const forged = await get(ports.shell, url, 'attacker.example');
    const forgedWithPort = await get(ports.shell, url, 'attacker.example:8081');
    expect(honest.status).toBe(200);
    for (const answer of [forged, forgedWithPort]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(honest.body);
      expect(answer.headers['content-security-policy']).toBe(honest.headers['content-security-policy']);
      expect(answer.body).not.toContain('attacker');
    }
  });

  it('names the configured remotes in the page, its preload hints and config.json', async () => {
    const page = await get(ports.shell, '/mobile/index', 'attacker.example');
    const catalog = `http://127.0.0.1:${ports.catalog}`;
    expect(page.body).toContain(
      `<link rel="preload" href="${catalog}/mf-manifest.json" as="fetch" crossorigin="anonymous">`,
    );
    // A remote's files load with crossorigin: the hints say so, or the browser fetches each file twice.
    expect(page.body).toContain(
      `<link rel="preload" href="${catalog}/home.1234abcd.js" as="script" crossorigin="anonymous">`,
    );
    expect(page.body).toContain(
      `<link rel="preload" href="${catalog}/remoteEntry.js" as="script" crossorigin="anonymous">`,
    );
    expect(page.body).toContain('<script type="application/json" id="mall-config">');
    const config = JSON.parse((await get(ports.shell, '/config.json', 'attacker.example')).body);
    expect(config.remotes).toEqual({
      catalog: `${catalog}/mf-manifest.json`,
      checkout: `http://shop.phsarpenh.example:8082/${releaseOf(byName('checkout'))}/mf-manifest.json`,
      account: `http://shop.phsarpenh.example:8083/${releaseOf(byName('account'))}/mf-manifest.json`,
      merchant: `http://shop.phsarpenh.example:8084/${releaseOf(byName('merchant'))}/mf-manifest.json`,
    });
  });

  it('names a release re-published at the same address at once, never beside the files of the one before', async () => {
    const catalog = `http://127.0.0.1:${ports.catalog}`;
    const manifestFile = path.join(dist, 'catalog', 'mf-manifest.json');
    const republished = structuredClone(MANIFEST);
    republished.exposes[0].assets.js.sync = ['home.5678cdef.js'];
    const hinted = async () => (await get(ports.shell, '/mobile/index', 'localhost')).body;
    try {
      expect(await hinted()).toContain(`${catalog}/home.1234abcd.js`);
      fs.writeFileSync(manifestFile, JSON.stringify(republished));
      const page = await hinted();
      expect(page).toContain(`${catalog}/home.5678cdef.js`);
      expect(page).not.toContain(`${catalog}/home.1234abcd.js`);
    } finally {
      fs.writeFileSync(manifestFile, JSON.stringify(MANIFEST));
    }
    expect(await hinted()).toContain(`${catalog}/home.1234abcd.js`);
  });

  // The drawings and the remote's server bundle are kept per release, the manifest object read (first-screen-html.ts):
  // an unchanged release read again must be the same object, or every page is a new release and nothing is shared
  // (a hundred shoppers at once each got a drawing of their own, and most went undrawn).
  it('reads an unchanged release as the same manifest, and a re-published one as a new one', async () => {
    const answers: number[] = [];
    const catalog = await createStaticServer({ app: byName('catalog'), dir: path.join(dist, 'catalog') });
    catalog.addHook('onResponse', async (request, reply) => {
      if (request.url === '/mf-manifest.json') answers.push(reply.statusCode);
    });
    const url = `http://127.0.0.1:${await listen(catalog)}/mf-manifest.json`;
    const fetchManifest = createManifestReader();
    const first = await fetchManifest(url);
    expect(first).toEqual(MANIFEST);
    expect(await fetchManifest(url)).toBe(first);
    expect(await fetchManifest(url)).toBe(first);
    // Asked conditionally, and the remote's server answers that nothing changed.
    expect(answers).toEqual([200, 304, 304]);

    // A server that answers every read in full: the same text is the same release, a new text a new one.
    let text = JSON.stringify(MANIFEST);
    const plain = Fastify();
    plain.get('/mf-manifest.json', async (_request, reply) => reply.type('application/json').send(text));
    const plainUrl = `http://127.0.0.1:${await listen(plain)}/mf-manifest.json`;
    const read = await fetchManifest(plainUrl);
    expect(await fetchManifest(plainUrl)).toBe(read);
    text = JSON.stringify({ ...MANIFEST, metaData: { remoteEntry: { path: '', name: 'remoteEntry.5678cdef.js' } } });
    const republished = await fetchManifest(plainUrl);
    expect(republished).not.toBe(read);
    expect(republished?.metaData?.remoteEntry?.name).toBe('remoteEntry.5678cdef.js');
  });

  it('sends a policy naming exactly its own, the remote and the API origins', async () => {
    const { headers } = await get(ports.shell, '/', 'localhost');
    const policy = Object.fromEntries(
      String(headers['content-security-policy'])
        .split('; ')
        .map((directive) => {
          const [name, ...sources] = directive.split(' ');
          return [name, sources];
        }),
    );
    const remotes = [
      `http://127.0.0.1:${ports.catalog}`,
      'http://shop.phsarpenh.example:8082',
      'http://shop.phsarpenh.example:8083',
      'http://shop.phsarpenh.example:8084',
    ];
    // The inline script that holds a tap made before the first script runs is allowed by its hash, nothing else is.
    expect(policy['script-src']).toEqual(["'self'", ...remotes, expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.phsarpenh.example', ...remotes]);
    expect(policy['style-src']).toEqual(["'self'", ...remotes, expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // The service worker comes from the shell's own origin, and so does the web app manifest.
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['manifest-src']).toEqual(["'self'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
  });

  it('sends the headers with files and with the remotes', async () => {
    const script = await get(ports.shell, '/main.js', 'localhost');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const manifest = await get(ports.catalog, '/mf-manifest.json', 'localhost');
    expect(manifest.headers['x-content-type-options']).toBe('nosniff');
    expect(manifest.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves the service worker from the root, never cached, and links the manifest of the shopper language', async () => {
    const worker = await get(ports.shell, '/sw.js', 'localhost');
    expect(worker.status).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    // Its own policy: it relays what the page asked for (allowed by the page's), wherever config.json moves a remote.
    expect(worker.headers['content-security-policy']).toBe(
      "default-src 'none'; connect-src *; frame-ancestors 'none'; base-uri 'none'",
    );
    const manifest = await get(ports.shell, '/manifest.km.webmanifest', 'localhost');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('links the web app manifest of the language the page is drawn in', async () => {
    const template = '<html><head><link rel="manifest" href="/manifest.en.webmanifest"></head><body></body></html>';
    const config = { apiBaseUrl: '/api', remotes: {} };
    const page = (url: string, acceptLanguage: string) =>
      renderIndexHtml(template, config, '/mobile/centre/about', {
        language: pageLanguageOf(url, acceptLanguage),
        readManifest: createManifestReader(),
      });
    expect(await page('/mobile/centre/about', 'km-KH,km;q=0.9')).toContain('href="/manifest.km.webmanifest"');
    expect(await page('/mobile/centre/about', 'zh-CN,zh;q=0.9')).toContain('href="/manifest.zh.webmanifest"');
    expect(await page('/mobile/centre/about', 'fr-FR')).toContain('href="/manifest.en.webmanifest"');
    expect(await page('/mobile/centre/about?lang=zh', 'km-KH')).toContain('href="/manifest.zh.webmanifest"');
  });
});
