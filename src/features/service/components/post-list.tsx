import { useTranslation } from 'react-i18next';
import type { TravelPost } from '../api/types.ts';
import styles from './posts.module.css';
import { formatDay } from '../../../lib/format.ts';

/** Each language named in itself, as a reader of that language looks for it. */
const AUTONYM = { zh: '中文', en: 'English' } as const;

/**
 * Riders' stories: title, author and date, the text as plain text (never HTML), and the photos. Each
 * is marked with the language it is written in (a badge, and `lang` on its text); the server lists the
 * page's language first, and a divider says where the stories in the other language begin.
 */
export function PostList({ posts, locale }: { posts: readonly TravelPost[]; locale: 'zh' | 'en' }) {
  const { t } = useTranslation('service');
  if (posts.length === 0) return <p className={styles.empty}>{t('post.none')}</p>;
  const date = (iso: string) => formatDay(iso, locale);
  const firstOther = posts.findIndex((p) => p.lang && p.lang !== locale);
  return (
    <ol className={styles.list} data-testid="post-list">
      {posts.map((p, i) => (
        <li key={p.id}>
          {i === firstOther && (
            <p className={styles.otherLang} data-testid="post-other-lang">
              {t(locale === 'en' ? 'post.otherLangZh' : 'post.otherLangEn')}
            </p>
          )}
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
              <h2 id={`post-${p.id}`} className={styles.postTitle} lang={p.lang}>
                {p.title}
              </h2>
              <p className={styles.meta}>
                {p.lang && (
                  <span className={styles.langBadge} data-testid="post-lang" data-lang={p.lang}>
                    <span className="visually-hidden">{t('post.writtenIn')} </span>
                    <span lang={p.lang}>{AUTONYM[p.lang]}</span>
                  </span>
                )}
                {p.author} · <time dateTime={p.created_at}>{date(p.created_at)}</time>
              </p>
              <p className={styles.text} lang={p.lang}>
                {p.content}
              </p>
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}
