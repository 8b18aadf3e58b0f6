import type { ClubContent } from '../../api/get-about.ts';
import styles from './club.module.css';

/** The council's letter to riders, set like a letter. */
export function ClubLetter({ letter }: { letter: ClubContent['letter'] }) {
  return (
    <section className="section" aria-labelledby="club-letter">
      <div className="container">
        <article className={styles.letter}>
          <h2 id="club-letter" className={styles.letterTitle}>
            {letter.title}
          </h2>
          <p className={styles.salutation}>{letter.salutation}</p>
          {letter.paragraphs.map((p) => (
            <p key={p} className={styles.letterText}>
              {p}
            </p>
          ))}
          <p className={styles.signature}>{letter.signature}</p>
        </article>
      </div>
    </section>
  );
}
