import fs from 'node:fs';
import path from 'node:path';
import { act, startTransition, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdFirstScreenInput } from '../first-screen-hand-over';

// The same filter as the server drew it (plain HTML) and as React draws it (controlled fields).
const SERVER_HTML = `
  <main>
    <label for="server-1">Min price</label><input id="server-1" value="">
    <label for="server-2">Max price</label><input id="server-2" value="">
    <button type="button">Apply</button>
    <a href="#elsewhere">A product</a>
  </main>`;

function Filter({ applied, then }: { applied: (range: string) => void; then: () => void }) {
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  useLayoutEffect(then, [then]);
  return (
    <main>
      <label htmlFor="client-1">Min price</label>
      <input id="client-1" value={min} onChange={(event) => setMin(event.target.value)} />
      <label htmlFor="client-2">Max price</label>
      <input id="client-2" value={max} onChange={(event) => setMax(event.target.value)} />
      <button type="button" onClick={() => applied(`${min}-${max}`)}>
        Apply
      </button>
      <a href="#elsewhere">A product</a>
    </main>
  );
}

afterEach(() => jest.useRealTimers());

/** The page's own inline script (shell/public/index.html), run as the browser runs it before any of the shell's. */
function runPageInlineScript(): void {
  const html = fs.readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8');
  const code = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!code) throw new Error('shell/public/index.html has no inline script');
  new Function(code)();
}

test('what is typed and tapped on the server page before React takes over reaches the React page', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const container = document.createElement('div');
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
  const handOver = holdFirstScreenInput(container);
  expect(container).toHaveAttribute('aria-busy', 'true');

  await user.type(screen.getByLabelText('Min price'), '5');
  await user.type(screen.getByLabelText('Max price'), '120');
  await user.click(screen.getByRole('button', { name: 'Apply' })); // no script behind it yet: held
  await user.click(screen.getByLabelText('Max price'));
  (screen.getByLabelText('Max price') as HTMLInputElement).setSelectionRange(2, 2); // the caret moved back by one
  const applied = jest.fn();

  await act(async () => createRoot(container).render(<Filter applied={applied} then={handOver} />));
  expect(screen.getByLabelText('Min price')).toHaveValue('5');
  expect(screen.getByLabelText('Max price')).toHaveValue('120');
  expect(applied).not.toHaveBeenCalled();
  await act(async () => jest.runOnlyPendingTimers());
  expect(screen.getByLabelText('Max price')).toHaveFocus();
  expect((screen.getByLabelText('Max price') as HTMLInputElement).selectionStart).toBe(2);
  // The held tap runs on React's button, with the values React now holds.
  expect(applied).toHaveBeenCalledTimes(1);
  expect(applied).toHaveBeenCalledWith('5-120');
  expect(container).not.toHaveAttribute('aria-busy');
  container.remove();
});

/** Typing as the browser does it on the server's page, before any script (user-event would patch the field first). */
function typeBeforeScripts(field: HTMLElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The filter as React's server rendering drew it, in the page, with the hold begun on it. */
function serverDrawnFilter() {
  const applied = jest.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Filter applied={applied} then={() => undefined} />);
  document.body.append(container);
  return { applied, container, handOver: holdFirstScreenInput(container) };
}

test('when React hydrates the server page, what was typed reaches its state', async () => {
  const { applied, container, handOver } = serverDrawnFilter();
  const serverField = screen.getByLabelText('Min price');
  typeBeforeScripts(serverField, '5');
  typeBeforeScripts(screen.getByLabelText('Max price'), '120');

  const root = await act(async () => hydrateRoot(container, <Filter applied={applied} then={handOver} />));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.getByLabelText('Min price')).toBe(serverField); // hydrated: the server's field, not a new one
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(applied).toHaveBeenCalledTimes(1);
  expect(applied).toHaveBeenCalledWith('5-120');
  act(() => root.unmount());
  container.remove();
});

test('a tap while React hydrates the page is acted on once, after the commit, with what was typed', async () => {
  const { applied, container, handOver } = serverDrawnFilter();
  typeBeforeScripts(screen.getByLabelText('Max price'), '9');
  let root!: Root;
  // As bootstrap does: the hydration is a transition, so React's listeners are on the page before it commits
  // (act runs React's work when its callback returns: the tap comes in between).
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, <Filter applied={applied} then={handOver} />);
    });
    screen.getByRole('button', { name: 'Apply' }).click();
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(applied).toHaveBeenCalledTimes(1);
  expect(applied).toHaveBeenCalledWith('-9');
  act(() => root.unmount());
  container.remove();
});

test('a form submitted before React takes over does not reload the page; React gets the submit', async () => {
  const container = document.createElement('div');
  container.innerHTML = '<form role="search"><input aria-label="Search" name="q" value=""><button>Go</button></form>';
  document.body.append(container);
  const handOver = holdFirstScreenInput(container);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Search'), 'rice{Enter}');
  const searched = jest.fn();

  function Search() {
    const [text, setText] = useState('');
    useLayoutEffect(handOver, []);
    return (
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          searched(text);
        }}
      >
        <input aria-label="Search" name="q" value={text} onChange={(event) => setText(event.target.value)} />
        <button>Go</button>
      </form>
    );
  }
  await act(async () => createRoot(container).render(<Search />));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(searched).toHaveBeenCalledWith('rice');
  container.remove();
});

test('a tap made before the shell’s first script has run is held by the page and acted on after the take-over', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const container = document.createElement('div');
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
  runPageInlineScript();

  await user.type(screen.getByLabelText('Min price'), '7');
  await user.type(screen.getByLabelText('Max price'), '30');
  await user.click(screen.getByRole('button', { name: 'Apply' })); // no shell script yet: the page holds it
  const handOver = holdFirstScreenInput(container);
  const applied = jest.fn();
  await act(async () => createRoot(container).render(<Filter applied={applied} then={handOver} />));
  await act(async () => jest.runOnlyPendingTimers());
  expect(applied).toHaveBeenCalledTimes(1);
  expect(applied).toHaveBeenCalledWith('7-30');

  // The page's hold ended when the shell's began: a later submit anywhere is not stopped by it.
  const form = document.createElement('form');
  document.body.append(form);
  const submitted = new Event('submit', { cancelable: true });
  form.dispatchEvent(submitted);
  expect(submitted.defaultPrevented).toBe(false);
  form.remove();
  container.remove();
});
