import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, cx, localized, useMallStore } from '@mall/shared';
import type { Category } from '@mall/shared';
import type { ClassifyModel } from '../features/classify/use-classify';
import styles from './category-filter.module.css';

interface CategoryFilterProps {
  model: ClassifyModel;
  layout: 'list' | 'chips';
}

interface OptionProps {
  label: string;
  selected: boolean;
  onSelect: () => void;
  nested?: boolean;
}

function Option({ label, selected, onSelect, nested }: OptionProps): ReactElement {
  return (
    <li>
      <button
        type="button"
        className={cx(styles.option, nested && styles.nested)}
        aria-pressed={selected}
        onClick={onSelect}
      >
        {label}
      </button>
    </li>
  );
}

/** Top-level categories, and the chosen one's subcategories: a side list on desktop, chip rows on phones. */
export function CategoryFilter({ model, layout }: CategoryFilterProps): ReactElement {
  const { t } = useTranslation('catalog');
  const language = useMallStore((state) => state.language);
  const { list, topCategories, subCategories, topCategory } = model;
  const name = (category: Category) => localized(category, 'categoryName', language);
  const topId = list.filters.topCategoryId;
  const subId = list.filters.subCategoryId;
  const subs = subCategories.data ?? [];

  const subOptions = topCategory && subs.length > 0 && (
    <>
      <Option
        label={t('classify.all')}
        selected={subId === undefined}
        onSelect={() => list.chooseSubCategory(undefined)}
        nested={layout === 'list'}
      />
      {subs.map((sub) => (
        <Option
          key={sub.categoryId}
          label={name(sub)}
          selected={subId === sub.categoryId}
          onSelect={() => list.chooseSubCategory(sub.categoryId)}
          nested={layout === 'list'}
        />
      ))}
    </>
  );

  if (topCategories.state === 'loading') {
    return (
      <div className={cx(styles.filter, styles[layout])} aria-busy="true">
        <Skeleton lines={layout === 'list' ? 6 : 1} height="2em" />
      </div>
    );
  }

  if (layout === 'chips') {
    return (
      <div className={cx(styles.filter, styles.chips)}>
        <ul className={styles.row} aria-label={t('common:label.categories')}>
          <Option
            label={t('classify.allCategories')}
            selected={topId === undefined}
            onSelect={() => list.chooseTopCategory(undefined)}
          />
          {(topCategories.data ?? []).map((category) => (
            <Option
              key={category.categoryId}
              label={name(category)}
              selected={topId === category.categoryId}
              onSelect={() => list.chooseTopCategory(category.categoryId)}
            />
          ))}
        </ul>
        {subOptions && (
          <ul
            className={cx(styles.row, styles.subRow)}
            aria-label={t('classify.subcategories', { name: name(topCategory) })}
          >
            {subOptions}
          </ul>
        )}
      </div>
    );
  }

  return (
    <nav className={cx(styles.filter, styles.list)} aria-label={t('common:label.categories')}>
      <h2 className={styles.heading}>{t('common:label.categories')}</h2>
      <ul className={styles.column}>
        <Option
          label={t('classify.allCategories')}
          selected={topId === undefined}
          onSelect={() => list.chooseTopCategory(undefined)}
        />
        {(topCategories.data ?? []).map((category) => (
          <li key={category.categoryId}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={topId === category.categoryId}
              aria-expanded={topId === category.categoryId && subs.length > 0 ? true : undefined}
              onClick={() => list.chooseTopCategory(category.categoryId)}
            >
              {name(category)}
            </button>
            {topId === category.categoryId && subOptions && (
              <ul className={styles.column} aria-label={t('classify.subcategories', { name: name(category) })}>
                {subOptions}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
