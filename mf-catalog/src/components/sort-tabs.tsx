import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@mall/shared';
import { SORTS } from '../features/classify/use-product-list';
import type { SortValue } from '../features/classify/use-product-list';

interface SortTabsProps {
  value: SortValue;
  onChange: (sort: SortValue) => void;
  stretch?: boolean;
}

export function SortTabs({ value, onChange, stretch }: SortTabsProps): ReactElement {
  const { t } = useTranslation('catalog');
  return (
    <Tabs<SortValue>
      label={t('classify.sort')}
      items={SORTS.map((sort) => ({ value: sort.value, label: t(`classify.${sort.label}`) }))}
      value={value}
      onChange={onChange}
      stretch={stretch}
    />
  );
}
