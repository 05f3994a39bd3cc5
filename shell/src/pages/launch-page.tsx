import { useEffect, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Logo, buttonClassName, pagePath, type PageProps } from '@mall/shared';
import styles from './launch-page.module.css';

export const LAUNCH_MS = 1500;

/** The mobile launch screen: the brand, then the home page. */
export function LaunchPage({ face }: PageProps): ReactElement {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const home = pagePath(face, 'index');
  useEffect(() => {
    const timer = setTimeout(() => navigate(home, { replace: true }), LAUNCH_MS);
    return () => clearTimeout(timer);
  }, [home, navigate]);
  return (
    <section className={styles.launch}>
      <Logo size={72} inverse />
      <p className={styles.tagline}>{t('launch.tagline')}</p>
      <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={home} replace>
        {t('launch.enter')}
      </Link>
    </section>
  );
}
