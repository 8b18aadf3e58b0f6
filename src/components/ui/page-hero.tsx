import type { ReactNode } from 'react';
import styles from './ui.module.css';
import { Picture } from './picture.tsx';
import { SIZES_FULL } from './picture-sizes.ts';

/** Page title band used at the top of inner pages. */
export function PageHero({ eyebrow, title, lead, image, children }: { eyebrow?: string; title: string; lead?: string; image?: string; children?: ReactNode }) {
  return (
    <header className={styles.hero}>
      {image && <Picture className={styles.heroImage} src={image} alt="" width={1600} height={700} sizes={SIZES_FULL} loading="eager" />}
      <div className={`container ${styles.heroInner}`}>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className={styles.heroTitle}>{title}</h1>
        {lead && <p className={styles.heroLead}>{lead}</p>}
        {children}
      </div>
    </header>
  );
}
