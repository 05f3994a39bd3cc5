import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotePage, registerMallRemotes, RemotePageError } from '../remote-pages';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const MANIFEST_URL = 'https://cdn.example/catalog/1.4.0/mf-manifest.json';

/** A remote's manifest as the federation plugin writes it, needing `@mall/shared` at `needs`. */
function manifest(needs: string) {
  return {
    metaData: {
      globalName: 'catalog',
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: [{ name: '@mall/shared', requiredVersion: needs, singleton: true }],
    exposes: [
      {
        name: 'HomePage',
        assets: { js: { sync: ['__federation_expose_HomePage.1.js'] }, css: { sync: ['home.2.css'] } },
      },
    ],
  };
}

function serveManifest(body: unknown, status = 200) {
  const fetchMock = jest.fn().mockResolvedValue({ ok: status < 400, status, json: () => Promise.resolve(body) });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getInstance).mockReturnValue({
    options: { name: 'shell', shared: { '@mall/shared': [{ version: '3.0.0', from: 'shell' }] } },
  } as unknown as ReturnType<typeof getInstance>);
  jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
  document.head.innerHTML = '';
  registerMallRemotes({ catalog: MANIFEST_URL, checkout: '', account: '', merchant: '' });
});

test('the shell reads the manifest, registers the remote by its remoteEntry.js and preloads the page’s files', async () => {
  const fetchMock = serveManifest(manifest('^3.0.0'));
  await loadRemotePage('catalog', 'HomePage');
  expect(fetchMock).toHaveBeenCalledWith(MANIFEST_URL);
  expect(registerRemotes).toHaveBeenCalledWith(
    [
      {
        name: 'catalog',
        entry: 'https://cdn.example/catalog/1.4.0/remoteEntry.js',
        entryGlobalName: 'catalog',
        type: 'global',
      },
    ],
    { force: true },
  );
  expect(loadRemote).toHaveBeenCalledWith('catalog/HomePage');
  const preloads = Array.from(document.head.querySelectorAll('link[rel="preload"]'), (link) => [
    link.getAttribute('as'),
    link.getAttribute('href'),
  ]);
  expect(preloads).toEqual([
    ['script', 'https://cdn.example/catalog/1.4.0/__federation_expose_HomePage.1.js'],
    ['style', 'https://cdn.example/catalog/1.4.0/home.2.css'],
  ]);

  // A second page of the same remote neither reads the manifest again nor preloads a file twice.
  await loadRemotePage('catalog', 'HomePage');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(2);
});

test('a remote built against another major of the contract is refused before any of its code loads', async () => {
  serveManifest(manifest('^4.0.0'));
  const failure = await loadRemotePage('catalog', 'HomePage').catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(RemotePageError);
  expect((failure as RemotePageError).outdated).toBe(true);
  expect(registerRemotes).not.toHaveBeenCalled();
  expect(loadRemote).not.toHaveBeenCalled();
});

test('a manifest that cannot be read is asked for again, and the next page tries afresh', async () => {
  jest.useFakeTimers();
  try {
    const fetchMock = serveManifest({}, 503);
    const failed = loadRemotePage('catalog', 'HomePage').catch((error: unknown) => error);
    await jest.runAllTimersAsync();
    const failure = await failed;
    expect(failure).toBeInstanceOf(RemotePageError);
    expect((failure as RemotePageError).outdated).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    serveManifest(manifest('^3.0.0'));
    await expect(loadRemotePage('catalog', 'HomePage')).resolves.toEqual(expect.any(Function));
  } finally {
    jest.useRealTimers();
  }
});
