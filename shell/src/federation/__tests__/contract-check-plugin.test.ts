import {
  contractCheckPlugin,
  contractMismatches,
  isContractRefusal,
  RemoteContractError,
} from '../contract-check-plugin';
import { RemotePageError } from '../remote-pages';

/** What the runtime hands the plugin: the shell's shared versions and the remote's manifest. */
function snapshotArgs(needs: Record<string, string>) {
  const share = (version: string) => [{ version, from: 'shell', shareConfig: { singleton: true } }];
  return {
    options: { name: 'shell', shared: { '@mall/shared': share('1.2.0'), react: share('19.3.1') } },
    moduleInfo: { name: 'checkout', entry: 'http://cdn/checkout/mf-manifest.json' },
    manifestJson: {
      shared: Object.entries(needs).map(([name, requiredVersion]) => ({
        name,
        requiredVersion,
        singleton: true,
        version: '',
      })),
    },
    remoteSnapshot: {},
    from: 'manifest',
  } as unknown as Parameters<NonNullable<ReturnType<typeof contractCheckPlugin>['loadRemoteSnapshot']>>[0];
}

test('a remote built against the same major, at or below the shell’s version, is accepted', async () => {
  expect(contractMismatches(snapshotArgs({ '@mall/shared': '^1.0.0', react: '^19.3.1' }))).toEqual([]);
  const args = snapshotArgs({ '@mall/shared': '^1.2.0' });
  await expect(Promise.resolve(contractCheckPlugin().loadRemoteSnapshot!(args))).resolves.toBe(args);
});

test('a remote built against another major, or a newer minor, of the contract is refused', () => {
  expect(contractMismatches(snapshotArgs({ '@mall/shared': '^2.0.0' }))).toEqual([
    '@mall/shared ^2.0.0 (the shell has 1.2.0)',
  ]);
  expect(contractMismatches(snapshotArgs({ '@mall/shared': '^1.3.0', react: '^20.0.0' }))).toHaveLength(2);
  expect(() => contractCheckPlugin().loadRemoteSnapshot!(snapshotArgs({ '@mall/shared': '^2.0.0' }))).toThrow(
    RemoteContractError,
  );
});

test('a refusal is told apart from a remote that cannot be reached', () => {
  const refusal = new RemotePageError(
    'checkout/CartPage',
    new Error('load failed', { cause: new RemoteContractError('checkout', ['x']) }),
  );
  expect(refusal.outdated).toBe(true);
  expect(isContractRefusal(new RemotePageError('checkout/CartPage', new TypeError('Failed to fetch')))).toBe(false);
  expect(new RemotePageError('checkout/CartPage', new TypeError('Failed to fetch')).outdated).toBe(false);
});
