import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage } from '../lazy-page';

function Greeting({ name }: { name: string }) {
  return <h1>{`Hello ${name}`}</h1>;
}

test('a preloaded page is drawn in the first render, without a fallback frame', async () => {
  const Page = lazyPage(() => Promise.resolve(Greeting));
  await Page.preload();
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page name="Dara" />
    </Suspense>,
  );
  expect(screen.getByRole('heading', { name: 'Hello Dara' })).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
});

test('a page not yet loaded is fetched once when drawn, and a failed fetch can be retried', async () => {
  const load = jest
    .fn<Promise<typeof Greeting>, []>()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValue(Greeting);
  const Page = lazyPage(load);
  await expect(Page.preload()).rejects.toThrow('chunk failed');
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page name="Sokha" />
    </Suspense>,
  );
  expect(await screen.findByRole('heading', { name: 'Hello Sokha' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
