import { Component, useEffect, useState, type ErrorInfo, type ReactElement, type ReactNode } from 'react';
import type { Face, RemoteName, RemotePage } from '@mall/shared';
import { loadRemotePage, RemotePageError } from './remote-pages';
import { RemoteUnavailable } from './remote-unavailable';
import { PageSkeleton } from './page-skeleton';

/** Pages already loaded: coming back to a route renders at once. */
const loadedPages = new Map<string, RemotePage>();
/** Server only: remotes its render could not reach; the page is drawn as the fallback. */
const unreachableOnServer = new Set<string>();

/**
 * Gives a remote page before the first render: the server's render (the page from the remote's server
 * bundle, or 'unavailable' when the remote did not answer) and the browser taking over the server's HTML.
 */
export function provideRemotePage(id: string, page: RemotePage | 'unavailable'): void {
  if (page === 'unavailable') {
    loadedPages.delete(id);
    unreachableOnServer.add(id);
    return;
  }
  unreachableOnServer.delete(id);
  loadedPages.set(id, page);
}

interface BoundaryProps {
  face: Face;
  onRetry: () => void;
  children: ReactNode;
}

/** A remote page that throws while rendering costs only its own route. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A remote page failed while rendering', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return <RemoteUnavailable face={this.props.face} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

type LoadState =
  { status: 'loading' } | { status: 'failed'; outdated: boolean } | { status: 'ready'; Page: RemotePage };

interface RemoteRouteProps {
  remote: RemoteName;
  page: string;
  face: Face;
}

/** A route whose page comes from a remote: skeleton while it loads, a translated fallback with Retry when it cannot. */
export function RemoteRoute({ remote, page, face }: RemoteRouteProps): ReactElement {
  const id = `${remote}/${page}`;
  const cached = loadedPages.get(id);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    if (cached) return { status: 'ready', Page: cached };
    return unreachableOnServer.has(id) ? { status: 'failed', outdated: false } : { status: 'loading' };
  });

  useEffect(() => {
    const known = loadedPages.get(id);
    if (known) {
      setState({ status: 'ready', Page: known });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    loadRemotePage(remote, page).then(
      (Page) => {
        loadedPages.set(id, Page);
        if (current) setState({ status: 'ready', Page });
      },
      (error: unknown) => {
        console.warn(error);
        if (current) setState({ status: 'failed', outdated: error instanceof RemotePageError && error.outdated });
      },
    );
    return () => {
      current = false;
    };
  }, [id, remote, page, attempt]);

  const retry = () => {
    loadedPages.delete(id);
    setAttempt((value) => value + 1);
  };

  if (state.status === 'failed') return <RemoteUnavailable face={face} onRetry={retry} updating={state.outdated} />;
  if (state.status === 'loading') return <PageSkeleton face={face} />;
  const { Page } = state;
  return (
    <RemoteErrorBoundary key={`${id}#${attempt}`} face={face} onRetry={retry}>
      <Page face={face} />
    </RemoteErrorBoundary>
  );
}
