import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeI18nLanguage, initI18n } from '../../i18n/i18n';
import { STORAGE_KEYS } from '../../storage-keys';
import { useMallStore } from '../../store';
import { LanguageSheet } from '../language-sheet';

beforeAll(() => initI18n('en'));

beforeEach(async () => {
  localStorage.clear();
  useMallStore.setState({ language: 'en' });
  await act(() => changeI18nLanguage('en'));
});

test('offers each language in its own name, marks the current one, and a choice switches and closes', async () => {
  const user = userEvent.setup({ delay: null });
  const onClose = jest.fn();
  render(<LanguageSheet open title="Choose language" onClose={onClose} />);

  expect(screen.getByRole('dialog', { name: 'Choose language' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  expect(screen.getByText('ភាសាខ្មែរ').closest('label')).toHaveAttribute('lang', 'km');

  await user.click(screen.getByRole('radio', { name: '中文' }));

  expect(useMallStore.getState().language).toBe('zh');
  expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('Cn');
  expect(onClose).toHaveBeenCalled();
});

test('draws nothing while closed', () => {
  render(<LanguageSheet open={false} title="Choose language" onClose={() => undefined} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
