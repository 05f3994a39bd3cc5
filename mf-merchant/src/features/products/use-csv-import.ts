import { useState, type ChangeEvent } from 'react';
import type { ImportReport, MerchantProductFilter } from '@mall/shared';
import { exportProducts, importProducts } from '../../api/merchant-api';
import { useSave } from '../use-save';

/** Hands text to the browser as a file to save. */
function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

type Step = 'export' | 'check' | 'import';

/**
 * CSV export of what the list's filters find, and import in two steps: a dry run reports every bad row before
 * anything is written; the import itself runs on the file that was checked.
 */
export function useCsvImport(filter: MerchantProductFilter, onImported: () => void) {
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [done, setDone] = useState<ImportReport | null>(null);
  const [step, setStep] = useState<Step | null>(null);
  const request = useSave();
  const running = (next: Step, call: () => Promise<void>) => {
    setStep(next);
    void request.run(call).finally(() => setStep(null));
  };

  const exportAll = () => running('export', async () => download(await exportProducts(filter), 'products.csv'));

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const chosen = { name: file.name, text: await file.text() };
    setCsv(chosen);
    setReport(null);
    setDone(null);
    running('check', async () => setReport(await importProducts(chosen.text, true)));
  };

  const runImport = () => {
    if (!csv) return;
    running('import', async () => {
      setDone(await importProducts(csv.text, false));
      setReport(null);
      onImported();
    });
  };

  const close = () => {
    setCsv(null);
    setReport(null);
    setDone(null);
    request.clear();
  };

  return { csv, report, done, step, error: request.error, exportAll, picked, runImport, close };
}
