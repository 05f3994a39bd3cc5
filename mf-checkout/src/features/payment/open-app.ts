/** How long the page waits for the bank app to take over before saying it is not installed. */
export const APP_OPEN_TIMEOUT_MS = 2500;

/**
 * Opens a deep link. When the page is still visible after the timeout, the app did not open
 * (not installed), and `onNotOpened` runs.
 */
export function openAppLink(deeplink: string, onNotOpened: () => void, timeoutMs = APP_OPEN_TIMEOUT_MS): () => void {
  let left = false;
  const markLeft = () => {
    if (document.visibilityState === 'hidden') left = true;
  };
  const onBlur = () => {
    left = true;
  };
  document.addEventListener('visibilitychange', markLeft);
  window.addEventListener('pagehide', onBlur);
  window.addEventListener('blur', onBlur);
  const cleanup = () => {
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', markLeft);
    window.removeEventListener('pagehide', onBlur);
    window.removeEventListener('blur', onBlur);
  };
  const timer = window.setTimeout(() => {
    cleanup();
    if (!left) onNotOpened();
  }, timeoutMs);
  window.location.href = deeplink;
  return cleanup;
}
