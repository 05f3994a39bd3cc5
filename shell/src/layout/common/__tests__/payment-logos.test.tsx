import { act, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { PaymentLogos } from '../payment-logos';

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

test('the methods a shopper can choose are named in the shopper language, with no English mark on a Khmer page', async () => {
  await act(() => i18next.changeLanguage('km'));
  render(<PaymentLogos />);
  const list = screen.getByRole('list');
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(within(list).getByText('ផ្ទេរប្រាក់តាមធនាគារ')).toBeInTheDocument();
  // Cards cannot be chosen at checkout, so the footer does not promise them.
  expect(within(list).queryByText('កាតធនាគារ')).not.toBeInTheDocument();
  expect(list.textContent).not.toMatch(/BANK|VISA/);
});
