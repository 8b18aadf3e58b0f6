import type { ReactNode } from 'react';
import { RidgeArt } from './ridge-art.tsx';
import styles from './page-intro.module.css';
import { Picture } from '../../../components/ui/picture.tsx';
import { SIZES_FULL } from '../../../components/ui/picture-sizes.ts';

/**
 * The editorial opening of a content page: eyebrow, large title and lead. `dark` sets it on the
 * night-blue brand band with the ridge artwork, or over `image` (an API artwork URL) when given.
 */
export function PageIntro({
  eyebrow,
  title,
  lead,
  dark = false,
  image,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  dark?: boolean;
  image?: string;
  children?: ReactNode;
}) {
  return (
    <header className={dark || image ? `${styles.dark} ${image ? styles.withImage : ''}` : styles.light}>
      {image ? (
        <Picture className={styles.image} src={image} alt="" width={1600} height={700} sizes={SIZES_FULL} loading="eager" fetchPriority="high" />
      ) : (
        dark && <RidgeArt className={styles.art} />
      )}
      <div className={`container ${styles.inner}`}>
        {eyebrow && <p className={`eyebrow ${styles.eyebrow}`}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </header>
  );
}
