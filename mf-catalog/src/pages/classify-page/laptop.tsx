import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cx } from '@mall/shared';
import { CategoryFilter } from '../../components/category-filter';
import { PriceFilter } from '../../components/price-filter';
import { ProductResults } from '../../components/product-results';
import { ResultCount, TagChip, useResultTitle } from '../../components/result-heading';
import { SortTabs } from '../../components/sort-tabs';
import { useClassify } from '../../features/classify/use-classify';
import styles from './classify-page.module.css';

/** Page numbers around the current one, with the first and the last always there. */
function pageWindow(current: number, pages: number): number[] {
  const around = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  return [...around].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
}

export function ClassifyLaptop(): ReactElement {
  const { t } = useTranslation('catalog');
  const model = useClassify('laptop');
  const { list } = model;
  const title = useResultTitle(model);
  const { current, pages } = list.list;

  return (
    <div className={cx(styles.laptop, list.searching && styles.wide)} onClickCapture={list.rememberScroll}>
      {!list.searching && (
        <aside className={styles.sidebar}>
          <CategoryFilter model={model} layout="list" />
        </aside>
      )}
      <section className={styles.main} aria-labelledby="catalog-classify-title">
        <header className={styles.head}>
          <h1 id="catalog-classify-title" className={styles.title}>
            {title}
          </h1>
          <span className={styles.count}>
            <ResultCount model={model} />
          </span>
          <TagChip model={model} />
        </header>
        {!list.searching && (
          <div className={styles.toolbar}>
            <SortTabs value={list.filters.sort} onChange={list.chooseSort} />
            <PriceFilter list={list} layout="row" />
          </div>
        )}
        <ProductResults face="laptop" model={model} title={title} columns={4} />
        {pages > 1 && list.list.records.length > 0 && (
          <nav className={styles.pager} aria-label={t('classify.page', { current, pages })}>
            <Button variant="secondary" size="sm" disabled={current <= 1} onClick={() => list.goToPage(current - 1)}>
              {t('classify.previous')}
            </Button>
            {pageWindow(current, pages).map((page, index, shown) => (
              <span key={page} className={styles.pageItem}>
                {index > 0 && shown[index - 1] !== page - 1 && <span aria-hidden="true">…</span>}
                <Button
                  variant={page === current ? 'primary' : 'ghost'}
                  size="sm"
                  aria-label={t('classify.goToPage', { page })}
                  aria-current={page === current ? 'page' : undefined}
                  onClick={() => page !== current && list.goToPage(page)}
                >
                  {page}
                </Button>
              </span>
            ))}
            <Button
              variant="secondary"
              size="sm"
              disabled={current >= pages}
              onClick={() => list.goToPage(current + 1)}
            >
              {t('classify.next')}
            </Button>
          </nav>
        )}
      </section>
    </div>
  );
}
