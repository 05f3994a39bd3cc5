import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/** A page or layout in its own chunk; `preload()` fetches it ahead (bootstrap does so for the face it opens). */
export interface LazyPage<P extends object> {
  (props: P): ReactElement;
  preload: () => Promise<ComponentType<P>>;
}

/**
 * Once loaded (or preloaded before the first render) the component is drawn directly, so a preloaded
 * layout paints in the first frame. Until then it suspends; route changes run in a transition, so the
 * previous screen stays up instead of an empty frame.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a failed chunk may be asked for again
        throw error;
      },
    );
    return pending;
  };
  const Suspending = lazy(async () => ({ default: await preload() }));
  function Page(props: P): ReactElement {
    return loaded ? createElement(loaded, props) : createElement(Suspending as ComponentType<P>, props);
  }
  return Object.assign(Page, { preload });
}
