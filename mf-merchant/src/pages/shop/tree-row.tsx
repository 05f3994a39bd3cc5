import type { ReactElement, ReactNode } from 'react';
import { Button } from '@mall/shared';
import { useMerchantT } from '../../features/use-merchant-t';
import styles from './tree.module.css';

/**
 * A row of the category tree or of the banner list: the picture, the name with what tells it apart and its order,
 * and its actions (Edit, any others, Delete).
 */
export function TreeRow({
  element: Row,
  picture,
  name,
  details,
  seq,
  editLabel,
  onEdit,
  deleteLabel,
  onDelete,
  children,
}: {
  /** A banner is a list item itself; a category's item holds its row, then its subcategories. */
  element: 'li' | 'div';
  picture: ReactNode;
  name: string;
  details: string;
  seq: number;
  editLabel: string;
  onEdit: () => void;
  deleteLabel: string;
  onDelete: () => void;
  /** Actions between Edit and Delete. */
  children?: ReactNode;
}): ReactElement {
  const t = useMerchantT();
  return (
    <Row className={styles.node}>
      {picture}
      <span className={styles.name}>
        <strong>{name}</strong>
        <span className={styles.meta}>{details}</span>
        <span className={styles.meta}>{t('categories.orderN', { seq })}</span>
      </span>
      <span className={styles.actions}>
        <Button size="sm" variant="secondary" aria-label={editLabel} onClick={onEdit}>
          {t('common.edit')}
        </Button>
        {children}
        <Button size="sm" variant="danger" aria-label={deleteLabel} onClick={onDelete}>
          {t('common.delete')}
        </Button>
      </span>
    </Row>
  );
}
