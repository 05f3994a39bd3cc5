import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeI18nLanguage } from '@mall/shared';
import { AddToHomeScreen } from '../add-to-home-screen';

const userAgent = jest.spyOn(window.navigator, 'userAgent', 'get');

afterEach(async () => {
  window.__mallInstallPrompt = undefined;
  userAgent.mockReset();
  await act(() => changeI18nLanguage('en'));
});

/** Chromium's install offer as the page sees it. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, { prompt: jest.fn(async () => {}), userChoice: Promise.resolve({ outcome }) });
}

test("offers the browser's own install prompt when it has one, and says when the app is added", async () => {
  render(<AddToHomeScreen />);
  expect(screen.queryByRole('button', { name: 'Add to home screen' })).not.toBeInTheDocument();
  const offer = installOffer('accepted');
  act(() => void window.dispatchEvent(offer));
  expect(offer.defaultPrevented).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Add to home screen' }));
  expect(offer.prompt).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('status')).toHaveTextContent('Phsar Penh is on your home screen.');
});

test('on iOS, where no browser offers a prompt, it gives the steps of Safari, in Khmer too', async () => {
  userAgent.mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1');
  await act(() => changeI18nLanguage('km'));
  render(<AddToHomeScreen />);
  expect(screen.getByRole('heading', { name: 'ដាក់ផ្សារពេញនៅលើអេក្រង់ដើមរបស់អ្នក' })).toBeInTheDocument();
  const steps = screen.getAllByRole('listitem');
  expect(steps).toHaveLength(3);
  expect(steps[1]).toHaveTextContent('បន្ថែមទៅអេក្រង់ដើម');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('elsewhere it names the browser menu item, in Chinese too', async () => {
  await act(() => changeI18nLanguage('zh'));
  render(<AddToHomeScreen />);
  expect(screen.getByText('在浏览器菜单中选择“安装应用”或“添加到主屏幕”。')).toBeInTheDocument();
});
