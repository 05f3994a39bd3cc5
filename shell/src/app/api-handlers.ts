import {
  errorMessage,
  pagePath,
  registerApiHandlers,
  safeStorage,
  STORAGE_KEYS,
  toast,
  useMallStore,
  type Face,
} from '@mall/shared';

export interface ApiHandlerDeps {
  face: () => Face;
  /** Navigates inside the app (the router's navigate). */
  navigate: (path: string) => void;
}

/** The API client never shows UI: the shell turns its codes into toasts and a forced sign-out. */
export function registerShellApiHandlers({ face, navigate }: ApiHandlerDeps): () => void {
  return registerApiHandlers({
    onError(codeId) {
      toast(errorMessage(codeId), { kind: 'error' });
    },
    onForcedLogout() {
      useMallStore.getState().signOut();
      safeStorage.remove(STORAGE_KEYS.prevPage);
      navigate(pagePath(face(), 'login'));
    },
  });
}
