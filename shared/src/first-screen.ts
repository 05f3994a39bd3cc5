/**
 * The first screen's data, fetched once by the shell's server (it renders the page into the HTML) and handed
 * to the browser in `<script type="application/json" id="mall-first-screen">`, so the page's first render in
 * the browser shows what the server painted instead of a skeleton (ARCHITECTURE.md "Server-rendered first
 * screen"). Keys are the pages' own resource keys (`banners:en`, `product:12` …).
 */
export const FIRST_SCREEN_ELEMENT_ID = 'mall-first-screen';

export interface FirstScreenPayload {
  /** The language the server rendered in; the browser takes the server's page over only in the same one. */
  language: string;
  /** The URL (path and query) the server rendered. */
  url: string;
  data: Record<string, unknown>;
}

type Found<T> = { found: true; data: T } | { found: false };

/** A server render pass: the answers it has, and the loads the page asked for that it has not yet. */
interface ServerPass {
  data: Map<string, unknown>;
  wanted: Map<string, () => Promise<unknown>>;
}

let serverPass: ServerPass | undefined;
let browserPayload: FirstScreenPayload | null | undefined;

/** The server's payload in this page, read once (null when the server sent none). */
export function firstScreenPayload(): FirstScreenPayload | null {
  if (browserPayload !== undefined) return browserPayload;
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  try {
    browserPayload = element?.textContent ? (JSON.parse(element.textContent) as FirstScreenPayload) : null;
  } catch {
    browserPayload = null;
  }
  return browserPayload;
}

/** The browser will not take the server's page over (another language was chosen): its data is not used either. */
export function dropFirstScreenData(): void {
  const payload = firstScreenPayload();
  if (payload) payload.data = {};
}

/**
 * A page's resource at its first render: on the server, what an earlier pass fetched (or the load is noted
 * for the next pass); in the browser, the server's answer, given once (after that the page loads as usual).
 */
export function firstScreenData<T>(key: string, load: () => Promise<T>): Found<T> {
  if (serverPass) {
    if (serverPass.data.has(key)) return { found: true, data: serverPass.data.get(key) as T };
    serverPass.wanted.set(key, load);
    return { found: false };
  }
  const payload = firstScreenPayload();
  if (!payload || !(key in payload.data)) return { found: false };
  const data = payload.data[key] as T;
  delete payload.data[key];
  return { found: true, data };
}

/**
 * Server only: renders, fetches what the render asked for, and renders again (a list's products are asked for
 * once the list is known), at most `passes` times. A load that fails is left to the browser; `missing` names what
 * the last pass still lacked and why (the server neither keeps nor shares such a drawing).
 */
export async function renderWithFirstScreenData(
  render: () => string,
  { passes = 3, timeoutMs = 1500 }: { passes?: number; timeoutMs?: number } = {},
): Promise<{ html: string; data: Record<string, unknown>; missing: Record<string, string> }> {
  const data = new Map<string, unknown>();
  const failures = new Map<string, string>();
  const deadline = Date.now() + timeoutMs;
  let html = '';
  let lacking: string[] = [];
  for (let pass = 0; pass < passes; pass += 1) {
    const current: ServerPass = { data, wanted: new Map() };
    serverPass = current;
    try {
      html = render();
    } finally {
      serverPass = undefined;
    }
    lacking = [...current.wanted.keys()];
    const left = deadline - Date.now();
    if (current.wanted.size === 0 || pass === passes - 1 || left <= 0) break;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, left);
    });
    await Promise.race([
      Promise.all(
        [...current.wanted].map(([key, load]) =>
          load().then(
            (answer) => void data.set(key, answer),
            (error: unknown) => void failures.set(key, error instanceof Error ? error.message : String(error)),
          ),
        ),
      ),
      timeUp,
    ]);
    clearTimeout(timer);
  }
  const missing = Object.fromEntries(lacking.map((key) => [key, failures.get(key) ?? 'no answer in time']));
  return { html, data: Object.fromEntries(data), missing };
}
