import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from '../header/panel-icons.tsx';
import { BACK_TO_TOP_AFTER_PX, scrollBehavior, shouldShowBackToTop } from './footer-links.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import styles from './site-footer.module.css';

/**
 * A floating button back to the top, shown once the page is scrolled past 400 px.
 *
 * An IntersectionObserver watches a 1 px marker placed 400 px down the document: it reports after
 * the browser's own layout, so nothing here forces one. (Reading `scrollY` on mount, even in a frame
 * callback, made the browser lay the whole freshly rendered page out inside this component's task:
 * the longest task of a cold load, decision 025.) Without the observer it falls back to scroll events.
 */
export function BackToTop() {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);
  const [marker, setMarker] = useState<HTMLSpanElement | null>(null);
  // The marker lives in <body>, outside the app's root: the browser adds it once the page has hydrated.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!marker) return;
    if (typeof IntersectionObserver === 'function') {
      // Past the marker = the marker is above the viewport's top edge and not on screen.
      const io = new IntersectionObserver(([entry]) => {
        if (entry) setVisible(!entry.isIntersecting && entry.boundingClientRect.top < 0);
      });
      io.observe(marker);
      return () => io.disconnect();
    }
    const onScroll = () => setVisible(shouldShowBackToTop(window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [marker]);

  const onClick = () => {
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: scrollBehavior(reduced) });
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <>
      {hydrated &&
        createPortal(<span ref={setMarker} className={styles.topMarker} style={{ top: BACK_TO_TOP_AFTER_PX }} aria-hidden="true" />, document.body)}
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
    </>
  );
}
