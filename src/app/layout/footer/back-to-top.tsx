import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from '../header/panel-icons.tsx';
import { scrollBehavior, shouldShowBackToTop } from './footer-links.ts';
import styles from './site-footer.module.css';

/** A floating button back to the top, shown once the page is scrolled past 400 px. */
export function BackToTop() {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setVisible(shouldShowBackToTop(window.scrollY)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);

  const onClick = () => {
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: scrollBehavior(reduced) });
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={styles.backToTop}
      data-visible={visible}
      hidden={!visible}
      onClick={onClick}
      data-testid="back-to-top"
      aria-label={t('footer.backToTop')}
      title={t('footer.backToTop')}
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
