import { useTranslation } from '../../../lib/use-translation.ts';
import type { TravelPost } from '../api/types.ts';
import styles from './posts.module.css';
import { formatDay } from '../../../lib/format.ts';

/** Riders' stories: title, author and date, the text as plain text (never HTML), and the photos. */
export function PostList({ posts, locale }: { posts: readonly TravelPost[]; locale: 'zh' | 'en' }) {
  const { t } = useTranslation('service');
  if (posts.length === 0) return <p className={styles.empty}>{t('post.none')}</p>;
  const date = (iso: string) => formatDay(iso, locale);
  return (
    <ol className={styles.list} data-testid="post-list">
      {posts.map((p) => (
        <li key={p.id}>
          <article className={styles.post} aria-labelledby={`post-${p.id}`}>
            {p.images.length > 0 && (
              <div className={`${styles.gallery} ${p.images.length === 1 ? styles.single : ''}`}>
                {p.images.slice(0, 4).map((src, i) => (
                  <img
                    key={src}
                    src={src}
                    alt={t('post.photoAlt', { n: i + 1, title: p.title })}
                    width={400}
                    height={300}
                    loading="lazy"
                    decoding="async"
                  />
                ))}
              </div>
            )}
            <div className={styles.postBody}>
              <h2 id={`post-${p.id}`} className={styles.postTitle}>
                {p.title}
              </h2>
              <p className={styles.meta}>
                {p.author} · <time dateTime={p.created_at}>{date(p.created_at)}</time>
              </p>
              <p className={styles.text}>{p.content}</p>
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}
