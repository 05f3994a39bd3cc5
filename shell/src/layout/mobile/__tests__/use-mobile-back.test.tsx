import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { PageKey } from '@mall/shared';
import { useMobileBack } from '../use-mobile-back';

function BackButton({ page }: { page: PageKey }) {
  const back = useMobileBack(page);
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={back}>
        Back
      </button>
      <output aria-label="current location">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

function backFrom(url: string, page: PageKey): string {
  render(
    <MemoryRouter initialEntries={[url]}>
      <BackButton page={page} />
    </MemoryRouter>,
  );
  act(() => screen.getByRole('button', { name: 'Back' }).click());
  return screen.getByRole('status', { name: 'current location' }).textContent ?? '';
}

test('the address list goes back to confirm with the order', () => {
  expect(backFrom('/mobile/confirm/address?basketIds=1', 'address')).toBe('/mobile/confirm?basketIds=1');
});

test('the address book opened from the centre goes back to the centre', () => {
  expect(backFrom('/mobile/confirm/address?from=centre', 'address')).toBe('/mobile/centre');
});

test('editing in the address book goes back to the book', () => {
  expect(backFrom('/mobile/confirm/address/edit?from=centre&addrId=2', 'addressEdit')).toBe(
    '/mobile/confirm/address?from=centre',
  );
});
