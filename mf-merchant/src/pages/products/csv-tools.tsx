import { useState, type ChangeEvent, type ReactElement } from 'react';
import { Button, Dialog } from '@mall/shared';
import { exportProducts, importProducts } from '../../api/merchant-api';
import type { ImportReport } from '@mall/shared';
import { FormError } from '../../components/form-error';
import tableStyles from '../../components/table.module.css';
import { refusalMessage, useMerchantT } from '../../features/use-merchant-t';
import styles from './csv-tools.module.css';

/** Hands text to the browser as a file to save. */
function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * CSV export, and import in two steps: a dry run lists every bad row with its reason before anything is written;
 * only a clean dry run offers the import itself.
 */
export function CsvTools({ onImported }: { onImported: () => void }): ReactElement {
  const t = useMerchantT();
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [done, setDone] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'export' | 'check' | 'import' | null>(null);

  const exportAll = async () => {
    setBusy('export');
    setError(null);
    try {
      download(await exportProducts(), 'products.csv');
    } catch (failure) {
      setError(refusalMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  const check = async (file: { name: string; text: string }) => {
    setBusy('check');
    setError(null);
    setReport(null);
    setDone(null);
    try {
      setReport(await importProducts(file.text, true));
    } catch (failure) {
      setError(refusalMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const chosen = { name: file.name, text: await file.text() };
    setCsv(chosen);
    await check(chosen);
  };

  const runImport = async () => {
    if (!csv) return;
    setBusy('import');
    setError(null);
    try {
      setDone(await importProducts(csv.text, false));
      setReport(null);
      onImported();
    } catch (failure) {
      setError(refusalMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  const close = () => {
    setCsv(null);
    setReport(null);
    setDone(null);
    setError(null);
  };

  return (
    <div className={styles.tools}>
      <Button variant="secondary" size="sm" loading={busy === 'export'} onClick={() => void exportAll()}>
        {t('csv.export')}
      </Button>
      <label className={styles.picker}>
        <input
          className={styles.fileInput}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void picked(event)}
        />
        {t('csv.import')}
      </label>
      {!csv && <FormError message={error} />}
      <Dialog open={csv !== null} title={t('csv.title', { name: csv?.name ?? '' })} onClose={close}>
        {busy === 'check' && <p role="status">{t('csv.checking')}</p>}
        <FormError message={error} />
        {report && report.errors.length > 0 && (
          <>
            <p role="alert">{t('csv.bad', { count: report.errors.length, rows: report.rows })}</p>
            <table className={tableStyles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('csv.line')}</th>
                  <th scope="col">{t('csv.column')}</th>
                  <th scope="col">{t('csv.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {report.errors.map((row) => (
                  <tr key={`${row.line}-${row.column}`}>
                    <td>{row.line}</td>
                    <td>{row.column}</td>
                    <td>{row.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        {report && report.errors.length === 0 && (
          <>
            <p role="status">
              {t('csv.clean', { rows: report.rows, created: report.created, updated: report.updated })}
            </p>
            <Button loading={busy === 'import'} onClick={() => void runImport()}>
              {t('csv.run')}
            </Button>
          </>
        )}
        {done && (
          <p role="status">{t('csv.done', { rows: done.rows, created: done.created, updated: done.updated })}</p>
        )}
      </Dialog>
    </div>
  );
}
