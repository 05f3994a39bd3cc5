import type { ReactElement } from 'react';
import { Button, EmptyState, ErrorState, localized, useMallStore, type Resource } from '@mall/shared';
import { FormError } from '../../components/form-error';
import { RemoveDialog, useRemoval } from '../../components/remove-dialog';
import { SkeletonRows } from '../../components/skeleton-rows';
import tableStyles from '../../components/table.module.css';
import { LANGUAGE_SUFFIXES } from '../../features/products/product-form';
import { useNamedList, type NamedRow } from '../../features/use-named-list';
import { useLanguageNames, useMerchantT } from '../../features/use-merchant-t';
import styles from './shop.module.css';

interface Props<T> {
  title: string;
  list: Resource<T[]>;
  rowOf: (item: T) => NamedRow;
  save: (row: NamedRow) => Promise<unknown>;
  /** Deletes a saved row (after asking). */
  remove: (row: NamedRow) => Promise<unknown>;
}

/**
 * Edits a list of named things in place: each row saved on its own with the version it was read at (132: someone
 * else saved it, the row keeps what was typed), deleted after asking, a new one added at the end.
 */
export function NamedListEditor<T>({ title, list, rowOf, save, remove }: Props<T>): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const { rows, change, saveRow, busy, errors } = useNamedList(list, rowOf, save);
  const languageName = useLanguageNames();
  const removal = useRemoval({ remove, removedNote: t('lists.deleted'), onRemoved: list.refresh });
  const nameOf = ({ names }: NamedRow) =>
    localized({ nameKh: names.Kh, nameEn: names.En, nameCn: names.Cn }, 'name', language);

  return (
    <section className={styles.list}>
      <h2 className={styles.heading}>{title}</h2>
      {list.state === 'error' ? (
        <ErrorState title={t('common.loadFailed')} onRetry={list.reload} />
      ) : (
        <table className={tableStyles.table} aria-busy={list.state === 'loading'}>
          <thead>
            <tr>
              {LANGUAGE_SUFFIXES.map((suffix) => (
                <th key={suffix} scope="col">
                  {t('lists.nameIn', { language: languageName[suffix] })}
                </th>
              ))}
              <th scope="col">{t('lists.order')}</th>
              <th scope="col">{t('lists.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.state === 'loading' ? (
              <SkeletonRows rows={4} columns={5} />
            ) : (
              rows.map(([key, row], index) => {
                const label = `${title}, ${key === 'new' ? t('lists.newRow') : t('lists.rowN', { n: index + 1 })}`;
                return (
                  <tr key={key}>
                    {LANGUAGE_SUFFIXES.map((suffix) => (
                      <td key={suffix} data-label={t('lists.nameIn', { language: languageName[suffix] })}>
                        <input
                          aria-label={`${label}: ${t('lists.nameIn', { language: languageName[suffix] })}`}
                          value={row.names[suffix]}
                          onChange={(event) =>
                            change(key, { ...row, names: { ...row.names, [suffix]: event.target.value } })
                          }
                        />
                      </td>
                    ))}
                    <td data-label={t('lists.order')}>
                      <input
                        className={styles.seq}
                        aria-label={`${label}: ${t('lists.order')}`}
                        inputMode="numeric"
                        value={row.seq}
                        onChange={(event) => change(key, { ...row, seq: event.target.value })}
                      />
                    </td>
                    <td>
                      <span className={styles.rowActions}>
                        <Button size="sm" loading={busy === key} onClick={() => saveRow(key, row)}>
                          {key === 'new' ? t('lists.add') : t('lists.save')}
                        </Button>
                        {key !== 'new' && (
                          <Button
                            size="sm"
                            variant="danger"
                            aria-label={t('lists.deleteOne', { name: nameOf(row) })}
                            onClick={() => removal.ask(row)}
                          >
                            {t('common.delete')}
                          </Button>
                        )}
                      </span>
                      <FormError message={errors[key] || null} />
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      )}
      {list.state === 'ready' && (list.data ?? []).length === 0 && <EmptyState title={t('lists.none')} />}
      {removal.notice && <p role="status">{removal.notice}</p>}
      <RemoveDialog removal={removal} question={(row) => t('lists.deleteAsk', { name: nameOf(row) })} />
    </section>
  );
}
