import styles from './qr-card.module.css';

/** A QR code with its platform and account name (the alt text says what scanning it opens). */
export function QrCard({ src, alt, title, subtitle, note }: { src: string; alt: string; title: string; subtitle?: string; note?: string }) {
  return (
    <figure className={styles.card}>
      <img className={styles.code} src={src} alt={alt} width={148} height={148} loading="lazy" decoding="async" />
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title}</span>
        {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
        {note && <span className={styles.note}>{note}</span>}
      </figcaption>
    </figure>
  );
}
