import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { remoteRecoveryPlugin } from '../remote-recovery-plugin';

function fakeOrigin(loadRemote: jest.Mock) {
  const registerRemotes = jest.fn();
  const origin = {
    options: { remotes: [{ name: 'catalog', entry: 'http://localhost:8081/mf-manifest.json' }] },
    registerRemotes,
    loadRemote,
  } as unknown as ModuleFederation;
  return { origin, registerRemotes };
}

type ErrorHook = (args: {
  id: string;
  error: unknown;
  lifecycle: string;
  origin: ModuleFederation;
  from: string;
}) => Promise<unknown>;

function hookOf(plugin: ReturnType<typeof remoteRecoveryPlugin>): ErrorHook {
  return plugin.errorLoadRemote as unknown as ErrorHook;
}

test('a failed remote module is loaded again after the remote is registered afresh', async () => {
  const module = { default: () => null };
  const loadRemote = jest.fn().mockResolvedValue(module);
  const { origin, registerRemotes } = fakeOrigin(loadRemote);
  const hook = hookOf(remoteRecoveryPlugin({ retries: 2, delayMs: 0 }));

  const recovered = await hook({
    id: 'catalog/HomePage',
    error: new Error('offline'),
    lifecycle: 'onLoad',
    origin,
    from: 'runtime',
  });

  expect(recovered).toBe(module);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'catalog', entry: 'http://localhost:8081/mf-manifest.json' }], {
    force: true,
  });
  expect(loadRemote).toHaveBeenCalledWith('catalog/HomePage');
});

test('retries stop after the limit and the error reaches the page', async () => {
  const plugin = remoteRecoveryPlugin({ retries: 2, delayMs: 0 });
  const hook = hookOf(plugin);
  // The runtime calls the hook again for each failed retry: emulate that chain.
  const loadRemote: jest.Mock = jest.fn(async (id: string) => {
    const result = await hook({ id, error: new Error('still offline'), lifecycle: 'onLoad', origin, from: 'runtime' });
    if (result === undefined) throw new Error('still offline');
    return result;
  });
  const { origin } = fakeOrigin(loadRemote);

  const outcome = await hook({
    id: 'catalog/HomePage',
    error: new Error('offline'),
    lifecycle: 'onLoad',
    origin,
    from: 'runtime',
  });

  expect(outcome).toBeUndefined();
  expect(loadRemote).toHaveBeenCalledTimes(2);
});

test('manifest-stage errors are left to the module-level retry', async () => {
  const loadRemote = jest.fn();
  const { origin } = fakeOrigin(loadRemote);
  const hook = hookOf(remoteRecoveryPlugin({ retries: 2, delayMs: 0 }));
  const outcome = await hook({
    id: 'http://localhost:8081/mf-manifest.json',
    error: new Error('x'),
    lifecycle: 'afterResolve',
    origin,
    from: 'runtime',
  });
  expect(outcome).toBeUndefined();
  expect(loadRemote).not.toHaveBeenCalled();
});
