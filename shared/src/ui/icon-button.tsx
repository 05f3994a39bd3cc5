import type { ButtonHTMLAttributes, ReactElement, Ref } from 'react';
import { cx } from './class-names';
import { Icon, type IconName } from './icon';
import styles from './icon-button.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  icon: IconName;
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  /** A count shown on the icon (the cart); 0 hides it. */
  badge?: number;
  iconSize?: number;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  icon,
  label,
  badge,
  iconSize = 24,
  className,
  type = 'button',
  ...rest
}: IconButtonProps): ReactElement {
  const showBadge = badge !== undefined && badge > 0;
  return (
    <button
      type={type}
      className={cx(styles.iconButton, className)}
      aria-label={showBadge ? `${label} (${badge})` : label}
      {...rest}
    >
      <Icon name={icon} size={iconSize} />
      {showBadge && (
        <span className={styles.badge} aria-hidden="true">
          {badge > 99 ? '99+' : badge}
        </span>
      )}
    </button>
  );
}
