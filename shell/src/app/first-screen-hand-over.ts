// The server's first screen is plain HTML until React's first commit takes it over (ARCHITECTURE.md "Taking over").
// On a slow phone that is seconds in which a shopper may type into a field or tap a button: without this, the text
// would vanish and the tap do nothing. Until the first commit the container's fields keep what is typed (the browser
// does that), a tap on a button or a form's submit is held, and handOver() gives the new page the same values, the
// same focus and caret, then replays the tap. Links are left alone: they work without script. Before the shell's
// first script has run, the page's own inline script (shell/public/index.html) holds the tap, and this takes it over.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Held = { kind: 'click' | 'submit'; element: Element };

declare global {
  interface Window {
    /** Set by the page's inline script: the last tap or submit made before any of the shell's scripts ran. */
    __mallEarlyInput?: { held?: { kind: string; element: Element }; stop(): void };
  }
}

const FIELDS = 'input, textarea, select';
const TAPPABLE = 'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], summary';

/** What a person sees of an element, the same on the server's HTML and on React's (ids from useId are not). */
function signature(element: Element): string {
  const label = element.matches(FIELDS) ? (element as Field).labels?.[0]?.textContent : element.textContent;
  return [
    element.tagName,
    element.getAttribute('type'),
    element.getAttribute('name'),
    element.getAttribute('role'),
    element.getAttribute('aria-label'),
    element.getAttribute('placeholder'),
    label?.trim(),
  ].join('|');
}

/**
 * The element of the new page that stands where `old` stood: same signature, same place among its likes. The server's
 * signatures are taken while its elements are in the page (a detached field has no label).
 */
function counterpart<T extends Element>(
  old: T,
  server: Map<Element, string>,
  container: HTMLElement,
  selector: string,
) {
  const key = server.get(old);
  const index = [...server]
    .filter(([element, k]) => k === key && element.matches(selector))
    .findIndex(([e]) => e === old);
  const candidates = Array.from(container.querySelectorAll<T>(selector)).filter((el) => signature(el) === key);
  return candidates[index];
}

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return Array.from(field.options).some((o) => o.selected !== o.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * Sets a field as typing would, so that React's onChange sees it. `field` may be `from` itself (React hydrated the
 * server's field, keeping what was typed while its state is still the server's): the field is first put back to
 * what React knows through React's own value tracker (the element's property), so the typed value reads as a change.
 */
function typeInto(field: Field, from: Field): void {
  if (from instanceof HTMLInputElement && (from.type === 'checkbox' || from.type === 'radio')) {
    const wanted = from.checked;
    (field as HTMLInputElement).checked = !wanted;
    (field as HTMLInputElement).click();
    return;
  }
  const typed = from.value;
  if (!(field instanceof HTMLSelectElement)) field.value = field.defaultValue;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Starts holding what the shopper does on the server's HTML in `container`; call the returned function after the commit. */
export function holdFirstScreenInput(container: HTMLElement): () => void {
  const early = window.__mallEarlyInput;
  early?.stop();
  const serverElements = Array.from(container.querySelectorAll(`${FIELDS}, ${TAPPABLE}, form`));
  if (container.childElementCount === 0) return () => undefined;
  const server = new Map(serverElements.map((element) => [element, signature(element)]));
  let focused: Field | null = null;
  let held: Held | null = null;

  const holdTap = (target: Element, event?: Event) => {
    if (target.closest('a[href]')) return;
    const tapped = target.closest(TAPPABLE);
    if (!tapped || !container.contains(tapped)) return;
    // React's own listeners on a page it is hydrating would act on the tap as well: it is acted on once, after the commit.
    event?.preventDefault();
    event?.stopImmediatePropagation();
    held = { kind: 'click', element: tapped };
  };
  if (early?.held?.kind === 'submit' && container.contains(early.held.element)) {
    held = { kind: 'submit', element: early.held.element };
  } else if (early?.held?.kind === 'click') {
    holdTap(early.held.element);
  }
  const active = document.activeElement;
  if (active && container.contains(active) && active.matches(FIELDS)) focused = active as Field;

  const onFocusIn = (event: Event) => {
    if ((event.target as Element).matches(FIELDS)) focused = event.target as Field;
  };
  // A field taken out of the page by React's commit may report a blur too; only a blur while it is there counts.
  const onFocusOut = (event: Event) => {
    if ((event.target as Element).isConnected && event.target === focused) focused = null;
  };
  const onClick = (event: Event) => holdTap(event.target as Element, event);
  const onSubmit = (event: Event) => {
    event.preventDefault(); // the page would reload and lose what was typed
    event.stopImmediatePropagation();
    held = { kind: 'submit', element: event.target as Element };
  };
  // Assistive technology hears that the page is about to change (and tests can wait for the hold to begin).
  container.setAttribute('aria-busy', 'true');
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('focusout', onFocusOut);
  container.addEventListener('click', onClick, true);
  container.addEventListener('submit', onSubmit, true);

  let handedOver = false;
  return () => {
    if (handedOver) return;
    handedOver = true;
    container.removeAttribute('aria-busy');
    container.removeEventListener('focusin', onFocusIn);
    container.removeEventListener('focusout', onFocusOut);
    container.removeEventListener('click', onClick, true);
    container.removeEventListener('submit', onSubmit, true);
    for (const old of serverElements) {
      if (!old.matches(FIELDS) || !changed(old as Field)) continue;
      const field = counterpart(old as Field, server, container, FIELDS);
      if (field) typeInto(field, old as Field);
    }
    const was = focused;
    const action = held;
    // React puts a controlled field back to its state at once and re-renders it with the typed value right after
    // this commit: the caret and the held tap wait for that.
    setTimeout(() => {
      if (was) {
        const field = counterpart(was, server, container, FIELDS);
        field?.focus();
        if (
          (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
          !(was instanceof HTMLSelectElement)
        ) {
          try {
            field.setSelectionRange(was.selectionStart, was.selectionEnd);
          } catch {
            // a field kind without a caret (number, email)
          }
        }
      }
      if (action?.kind === 'click') {
        (counterpart(action.element, server, container, TAPPABLE) as HTMLElement | undefined)?.click();
      } else if (action?.kind === 'submit') {
        counterpart(action.element as HTMLFormElement, server, container, 'form')?.requestSubmit();
      }
    });
  };
}
