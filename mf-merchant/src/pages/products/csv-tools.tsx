import type { ReactElement } from 'react';
import { Button, Dialog, type MerchantProductFilter } from '@mall/shared';
import { FormError } from '../../components/form-error';
import tableStyles from '../../components/table.module.css';
import { useCsvImport } from '../../features/products/use-csv-import';
import { useMerchantT } from '../../features/use-merchant-t';
import styles from './csv-tools.module.css';

/**
 * CSV export of the products the list shows (its filters, all its pages), and import in two steps: a dry run lists
 * every bad row with its reason before anything is written; only a clean dry run offers the import itself.
 */
export function CsvTools({
  filter,
  onImported,
}: {
  filter: MerchantProductFilter;
  onImported: () => void;
}): ReactElement {
  const t = useMerchantT();
  const { csv, report, done, step, error, exportAll, picked, runImport, close } = useCsvImport(filter, onImported);

  return (
    <div className={styles.tools}>
      <Button variant="secondary" size="sm" loading={step === 'export'} onClick={exportAll}>
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
        {step === 'check' && <p role="status">{t('csv.checking')}</p>}
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
                    <td>{t(`csv.problem.${row.problem}`, { firstLine: row.firstLine })}</td>
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
            <Button loading={step === 'import'} onClick={runImport}>
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
