/**
 * Puts text on the clipboard; resolves false when it could not. The Clipboard API exists only in secure contexts
 * (https, localhost): on plain http and in older phone WebViews a hidden text area and `execCommand('copy')` do it.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (globalThis.isSecureContext !== false && typeof globalThis.navigator?.clipboard?.writeText === 'function') {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, document not focused): the text area way may still work.
  }
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  try {
    area.value = text;
    area.setAttribute('readonly', '');
    // Off screen but selectable; 16 px keeps iOS from zooming in.
    area.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0;font-size:16px';
    document.body.appendChild(area);
    area.select();
    area.setSelectionRange(0, text.length);
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
