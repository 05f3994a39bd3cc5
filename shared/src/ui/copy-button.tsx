import type { ReactElement } from 'react';
import { copyText } from '../utils/copy-text';
import { Button } from './button';
import { toast } from './toaster';
import { useCommonT } from './use-common-t';

export interface CopyButtonProps {
  /** What goes on the clipboard. */
  text: string;
  /** Names what is copied for screen readers ("Copy order number"); the button shows "Copy". */
  label: string;
  className?: string;
}

/** Copies and says how it went in a toast ('Copied' or a hint to copy by hand). */
export function CopyButton({ text, label, className }: CopyButtonProps): ReactElement {
  const t = useCommonT();
  const onCopy = async (): Promise<void> => {
    const copied = await copyText(text);
    toast(t(copied ? 'message.copySuccess' : 'message.copyFailure'), { kind: copied ? 'success' : 'error' });
  };
  return (
    <Button variant="ghost" size="sm" className={className} aria-label={label} onClick={() => void onCopy()}>
      {t('action.copy')}
    </Button>
  );
}
