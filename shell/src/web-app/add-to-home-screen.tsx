import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@mall/shared';
import { registerWebAppStrings, WEB_APP_NAMESPACE } from './web-app-strings';

/** Chromium's offer to install (not in the DOM's types); the page's inline script keeps it (public/index.html). */
interface InstallPrompt extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    __mallInstallPrompt?: InstallPrompt;
  }
}

registerWebAppStrings();

type Way = 'installed' | 'prompt' | 'ios' | 'other';

function wayToInstall(): Way {
  if (window.matchMedia?.('(display-mode: standalone)').matches) return 'installed';
  if (window.__mallInstallPrompt) return 'prompt';
  // iOS offers no prompt: Safari's Share menu adds the page (every browser on iOS is Safari inside).
  if (/iPhone|iPad|iPod/.test(navigator.userAgent)) return 'ios';
  return 'other';
}

/** "Add to home screen": the browser's own prompt where it offers one, the steps for iOS Safari where it does not. */
export function AddToHomeScreen({ className }: { className?: string }): ReactElement {
  const { t } = useTranslation(WEB_APP_NAMESPACE);
  const [way, setWay] = useState<Way>(wayToInstall);

  useEffect(() => {
    const offered = (event: Event) => {
      event.preventDefault();
      window.__mallInstallPrompt = event as InstallPrompt;
      setWay(wayToInstall());
    };
    const installed = () => setWay('installed');
    addEventListener('beforeinstallprompt', offered);
    addEventListener('appinstalled', installed);
    return () => {
      removeEventListener('beforeinstallprompt', offered);
      removeEventListener('appinstalled', installed);
    };
  }, []);

  const install = async () => {
    const prompt = window.__mallInstallPrompt;
    if (!prompt) return;
    window.__mallInstallPrompt = undefined;
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    setWay(outcome === 'accepted' ? 'installed' : wayToInstall());
  };

  return (
    <section className={className} aria-labelledby="add-to-home-screen">
      <h2 id="add-to-home-screen">{t('homeScreen.title')}</h2>
      <p>{t('homeScreen.hint')}</p>
      {way === 'installed' && <p role="status">{t('homeScreen.installed')}</p>}
      {way === 'prompt' && <Button onClick={() => void install()}>{t('homeScreen.button')}</Button>}
      {way === 'ios' && (
        <>
          <p>{t('homeScreen.iosTitle')}</p>
          <ol>
            <li>{t('homeScreen.iosShare')}</li>
            <li>{t('homeScreen.iosAdd')}</li>
            <li>{t('homeScreen.iosConfirm')}</li>
          </ol>
        </>
      )}
      {way === 'other' && <p>{t('homeScreen.other')}</p>}
    </section>
  );
}
