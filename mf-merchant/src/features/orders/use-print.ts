import { useEffect, useState } from 'react';

export type PrintedDocument = 'slip' | 'receipt';

/**
 * Prints one document of the page: it is drawn (for print only) while `printing` names it, the browser's print dialog
 * opens, and it goes once the dialog closes.
 */
export function usePrint() {
  const [printing, setPrinting] = useState<PrintedDocument | null>(null);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);
  return { printing, print: setPrinting };
}
