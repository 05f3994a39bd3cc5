import { contractMismatches, isContractRefusal, RemoteContractError } from '../contract-check';
import { RemotePageError } from '../remote-pages';

/** The shell's shared versions, as the federation runtime holds them. */
const shell = {
  name: 'shell',
  shared: {
    '@mall/shared': [{ version: '1.2.0', from: 'shell' }],
    react: [{ version: '19.3.1', from: 'shell' }],
  },
};

/** A remote's manifest that needs these singletons. */
function manifestNeeding(needs: Record<string, string>) {
  return {
    shared: Object.entries(needs).map(([name, requiredVersion]) => ({ name, requiredVersion, singleton: true })),
  };
}

test('a remote built against the same major, at or below the shell’s version, is accepted', () => {
  expect(contractMismatches(manifestNeeding({ '@mall/shared': '^1.0.0', react: '^19.3.1' }), shell)).toEqual([]);
  expect(contractMismatches(manifestNeeding({ '@mall/shared': '^1.2.0' }), shell)).toEqual([]);
});

test('a remote built against another major, or a newer minor, of the contract is refused', () => {
  expect(contractMismatches(manifestNeeding({ '@mall/shared': '^2.0.0' }), shell)).toEqual([
    '@mall/shared ^2.0.0 (the shell has 1.2.0)',
  ]);
  expect(contractMismatches(manifestNeeding({ '@mall/shared': '^1.3.0', react: '^20.0.0' }), shell)).toHaveLength(2);
});

test('a library the remote takes as its own, or one the shell does not share, is not the contract', () => {
  const manifest = {
    shared: [
      { name: 'react', requiredVersion: '^20.0.0', singleton: false },
      { name: 'left-pad', requiredVersion: '^9.0.0', singleton: true },
    ],
  };
  expect(contractMismatches(manifest, shell)).toEqual([]);
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

test('a remote built on another version of the federation runtime than the shell’s is refused', () => {
  const built = (pluginVersion?: string) => ({ ...manifestNeeding({ react: '^19.3.1' }), metaData: { pluginVersion } });
  expect(contractMismatches(built('2.9.2'), shell, '2.9.2')).toEqual([]);
  expect(contractMismatches(built('2.10.0'), shell, '2.9.2')).toEqual([
    'federation runtime 2.10.0 (the shell has 2.9.2)',
  ]);
  expect(contractMismatches(built('2.9.1'), shell, '2.9.2')).toHaveLength(1);
  expect(contractMismatches(built(undefined), shell, '2.9.2')).toEqual([
    'federation runtime undefined (the shell has 2.9.2)',
  ]);
});
