import { useLayoutEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { usePageChange } from '../use-page-change';

// The browser's side, by hand: where the window is scrolled, the scroll event it sends at its next frame when that
// moved, and the animation frames then run.
let scrollY = 0;
let lastFrameScrollY = 0;
let frames: FrameRequestCallback[] = [];
function browserFrame(): void {
  if (scrollY !== lastFrameScrollY) {
    lastFrameScrollY = scrollY;
    window.dispatchEvent(new Event('scroll'));
  }
  const due = frames;
  frames = [];
  due.forEach((callback) => callback(performance.now()));
}

beforeEach(() => {
  scrollY = lastFrameScrollY = 0;
  frames = [];
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = ((_x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    frames = frames.filter((_, index) => index + 1 !== id);
  });
});

afterEach(() => jest.restoreAllMocks());

function Layout() {
  usePageChange(undefined);
  const navigate = useNavigate();
  return (
    <>
      <Routes>
        <Route path="/home" element={<Link to="/product">A product</Link>} />
        <Route path="/product" element={<h1>The product</h1>} />
      </Routes>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

/** The browser's next frame after each new page has been committed (its layout effects run, its passive ones not). */
function Browser() {
  const location = useLocation();
  useLayoutEffect(browserFrame, [location.key]);
  return <Layout />;
}

test('Back returns to where the shopper was, though the new page’s move to the top came in the same frame', () => {
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Browser />
    </MemoryRouter>,
  );
  act(() => {
    window.scrollTo(0, 1500);
    browserFrame();
  });

  act(() => screen.getByRole('link', { name: 'A product' }).click());
  expect(screen.getByRole('heading', { name: 'The product' })).toBeInTheDocument();
  expect(window.scrollY).toBe(0);

  act(() => screen.getByRole('button', { name: 'Back' }).click());
  expect(screen.getByRole('link', { name: 'A product' })).toBeInTheDocument();
  expect(window.scrollY).toBe(1500);
});
