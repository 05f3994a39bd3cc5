import { useState } from 'react';
import { MERCHANT_ERROR_CODE } from '@mall/shared/merchant';
import { refusalMessage } from './use-merchant-t';

/** What a save said last: busy while it runs, then its refusal (stale: someone saved first) or its notice. */
export interface SaveState {
  busy: boolean;
  error: string | null;
  stale: boolean;
  notice: string | null;
}

const IDLE: SaveState = { busy: false, error: null, stale: false, notice: null };

/**
 * Every save of the console: busy while it runs; a refusal's message kept beside what was typed; on 132 (someone
 * else saved since the copy was read) `stale`, for the offer to load the latest copy; else the notice it was given.
 */
export function useSave() {
  const [state, setState] = useState<SaveState>(IDLE);
  /** Runs `save`; once it is saved, `saved` takes the answer and may give the notice to show ("Saved."). */
  const run = async <T>(save: () => Promise<T>, saved?: (answer: T) => string | null | void): Promise<void> => {
    setState({ ...IDLE, busy: true });
    let answer: T;
    try {
      answer = await save();
    } catch (failure) {
      setState({
        ...IDLE,
        error: refusalMessage(failure),
        stale: (failure as { codeId?: number } | null)?.codeId === MERCHANT_ERROR_CODE.editedSinceOpened,
      });
      return;
    }
    setState({ ...IDLE, notice: saved?.(answer) ?? null });
  };
  /** A refusal found before asking the API (a form to fix first). */
  const refuse = (error: string) => setState((previous) => ({ ...previous, busy: false, notice: null, error }));
  const clear = () => setState(IDLE);
  return { ...state, run, refuse, clear };
}
export type Save = ReturnType<typeof useSave>;
