import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@mall/shared';
import { useScrolledPast } from '../common/use-scrolled-past';
import styles from './back-to-top.module.css';

/** The way back up moves one step every 30 ms. */
export const BACK_TO_TOP_STEP_MS = 30;

/** Each step covers a fifth of the remaining distance (at least 20 px), so long pages still feel quick. */
export function nextScrollTop(current: number): number {
  return Math.max(0, current - Math.max(20, Math.ceil(current / 5)));
}

export function BackToTop(): ReactElement | null {
  const { t } = useTranslation();
  const visible = useScrolledPast(400);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  const scrollUp = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = setInterval(() => {
      const next = nextScrollTop(window.scrollY);
      window.scrollTo(0, next);
      if (next === 0 && timer.current) {
        clearInterval(timer.current);
        timer.current = null;
      }
    }, BACK_TO_TOP_STEP_MS);
  };

  if (!visible) return null;
  return (
    <button type="button" className={styles.button} onClick={scrollUp} aria-label={t('common:action.backToTop')}>
      <Icon name="chevron" size={24} style={{ transform: 'rotate(-90deg)' }} />
    </button>
  );
}
