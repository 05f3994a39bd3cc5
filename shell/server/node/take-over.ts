// The HTML take-over: the first screen drawn into the shell's index.html, with the page's stylesheets drawn in and
// the scripts that take the page over held back until its picture has come (ARCHITECTURE.md "Server-rendered first
// screen").

/** A first screen, ready to go into index.html (withFirstScreen). */
export interface FirstScreenParts {
  root: string;
  head: string;
  language: string;
  style?: (href: string) => string | undefined;
}

/**
 * Where the page keeps the tags that start React's take-over (the shell's and the remote page's scripts and their
 * hints, the remote's manifest): inert in a `<template>` until the page's inline script puts them in the page.
 */
const TAKE_OVER_ID = 'mall-take-over';
const TAKE_OVER_TAGS =
  /<script defer src="?[^" >]+"?><\/script>|<link rel="?preload"?(?=[^>]*\bas="?(?:script|fetch)"?)[^>]*>/g;

/** A value inside a double-quoted HTML attribute. */
export const escapeAttribute = (value: unknown): string =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `<style>` text cannot end its element early. */
const styleText = (css: string): string => css.replace(/<\/style/gi, '<\\/style');

/**
 * Puts the rendered first screen into index.html: #root's content, <html lang>, the payload and the page's styles
 * in <head>. Every stylesheet the first screen needs (the shell's start-up CSS, the face's, the remote page's,
 * hinted for a page drawn by script) is drawn into the page as `<style data-href="…">`: nothing blocks the first
 * paint but the HTML itself, and the CSS loaders of the shell and the remotes (mini-css-extract) find them by
 * `data-href` and do not load them again. A stylesheet the server could not read stays a link. `drawnStyles`: the
 * text of each, which the page's policy allows by hash (security-headers.ts: never a style found in the drawn page).
 */
export function withFirstScreen(
  html: string,
  parts: FirstScreenParts | undefined,
): { html: string; drawnStyles: string[] } {
  if (!parts) return { html, drawnStyles: [] };
  const styles: string[] = [];
  const drawnStyles: string[] = [];
  const takeOver: string[] = [];
  const drawnHrefs = new Set<string>();
  const styleFor = (href: string) => {
    if (drawnHrefs.has(href)) return '';
    drawnHrefs.add(href);
    const css = parts.style?.(href);
    // A remote's stylesheet (another origin) loads with crossorigin, as its CSS loader asks for it.
    const crossOrigin = href.startsWith('/') ? '' : ' crossorigin="anonymous"';
    if (css === undefined) return `<link rel="stylesheet" href="${href}"${crossOrigin}>`;
    drawnStyles.push(styleText(css));
    return `<style data-href="${href}">${styleText(css)}</style>`;
  };
  const withoutStyles = html
    .replace(
      /<link rel="?preload"? href="?([^" >]+\.css)"? as="?style"?(?: crossorigin="?anonymous"?)?>/g,
      (_tag, href: string) => {
        styles.push(styleFor(href));
        return '';
      },
    )
    .replace('</head>', () => `${parts.head}</head>`)
    .replace(/<link rel="stylesheet" href="([^"]+)"(?: crossorigin="anonymous")?>/g, (_tag, href: string) =>
      styleFor(href),
    )
    // The page is drawn already: the scripts that take it over wait for its picture (see below).
    .replace(TAKE_OVER_TAGS, (tag) => {
      takeOver.push(
        tag.replace(/(<link rel="?preload"? href="?[^" >]+\.js"? as="?script"?)(?=[ >])/, '$1 fetchpriority="low"'),
      );
      return '';
    });
  // The LCP picture, which React hints inside #root, is asked for first.
  const lcpImage = /<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*\/?>/.exec(parts.root)?.[0] ?? '';
  const drawn = withoutStyles
    .replace(/<html lang="?[a-z-]*"?/i, () => `<html lang="${parts.language ?? 'en'}"`)
    .replace(/<title>/, (title) => `${lcpImage}${styles.join('')}${title}`)
    // The page's inline script (shell/public/index.html) puts these in the page once the picture has come.
    .replace('</head>', () => `<template id="${TAKE_OVER_ID}">${takeOver.join('')}</template></head>`)
    // #root holds the boot placeholder up to the <noscript> that follows it (shell/public/index.html).
    .replace(/(<div id="?root"?>)[\s\S]*?(?=<noscript)/, () => `<div id="root">${parts.root}</div>`);
  return { html: drawn, drawnStyles };
}
