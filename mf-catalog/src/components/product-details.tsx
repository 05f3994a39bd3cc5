import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { localized, useMallStore } from '@mall/shared';
import type { Product } from '@mall/shared';
import styles from './product-details.module.css';

/** The long description, as plain paragraphs (never markup from the server). */
export function ProductDetails({ product }: { product: Product }): ReactElement | null {
  const { t } = useTranslation('catalog');
  const language = useMallStore((state) => state.language);
  const content = localized(product, 'content', language);
  if (!content.trim()) return null;
  return (
    <section className={styles.details} aria-labelledby={`catalog-details-${product.prodId}`}>
      <h2 id={`catalog-details-${product.prodId}`} className={styles.heading}>
        {t('product.details')}
      </h2>
      {content
        .split(/\n{1,}/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
    </section>
  );
}
