import { LegalNotices } from '../../../../app/layout/legal-notices.tsx';
import styles from './home-legal-line.module.css';

/** The slim legal line closing the home page (the shell hides the footer there): copyright, filings, policy links. */
export function HomeLegalLine() {
  return (
    <div className={styles.line} data-testid="home-legal">
      <div className={`container ${styles.inner}`}>
        <LegalNotices classes={{ copyright: styles.item, filings: styles.filings, links: styles.links }} />
      </div>
    </div>
  );
}
