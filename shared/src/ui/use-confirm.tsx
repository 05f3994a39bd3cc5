import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmOptions {
  title: string;
  message?: string;
  /** Defaults to "Confirm". */
  confirmLabel?: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  danger?: boolean;
}

interface Question extends ConfirmOptions {
  answer: (ok: boolean) => void;
}

export interface ConfirmApi {
  /** Asks and resolves true when the shopper confirms (false on Cancel, Escape, the backdrop or unmount). */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Render this once where the hook is used: it is the question while one is open, else null. */
  confirmDialog: ReactElement | null;
}

/** Asking from behaviour code (`if (await confirm({...})) remove()`), one question at a time. */
export function useConfirm(): ConfirmApi {
  const [question, setQuestion] = useState<Question | null>(null);
  const pending = useRef<Question | null>(null);

  const settle = useCallback((ok: boolean) => {
    const current = pending.current;
    pending.current = null;
    setQuestion(null);
    current?.answer(ok);
  }, []);

  useEffect(() => () => pending.current?.answer(false), []);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        pending.current?.answer(false);
        const next: Question = { ...options, answer: resolve };
        pending.current = next;
        setQuestion(next);
      }),
    [],
  );

  const confirmDialog = question ? (
    <ConfirmDialog
      open
      title={question.title}
      message={question.message}
      confirmLabel={question.confirmLabel}
      cancelLabel={question.cancelLabel}
      danger={question.danger}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  ) : null;

  return { confirm, confirmDialog };
}
