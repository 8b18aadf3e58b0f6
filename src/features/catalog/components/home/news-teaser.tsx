import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLatestNews } from '../../api/get-latest-news.ts';
import { SectionHead } from './section-head.tsx';
import styles from './home.module.css';
import { formatDay } from '../../../../lib/format.ts';
import { Picture } from '../../../../components/ui/picture.tsx';
import { SIZES_CARD } from '../../../../components/ui/picture-sizes.ts';

/** 新闻资讯 / News: the three latest items, the first one large. */
export function NewsTeaser({ lang, locale, to }: { lang: 0 | 1; locale: 'zh' | 'en'; to: (path: string) => string }) {
  const { t } = useTranslation('catalog');
  const { data } = useLatestNews(3, lang);
  const items = data?.list ?? [];
  return (
    <section className={`section below-fold ${styles.news}`} aria-labelledby="home-news" data-testid="home-news">
      <div className="container">
        <SectionHead id="home-news" eyebrow={t('home.newsEyebrow')} title={t('home.news')} more={{ to: to('/news'), label: t('home.moreNews') }} />
        <ul className={styles.newsGrid}>
          {items.map((n, i) => (
            <li key={n.id} className={i === 0 ? styles.newsLead : undefined}>
              <Link to={to(`/newsDetail?id=${n.id}`)} className={styles.newsCard}>
                <div className={styles.newsMedia}>
                  <Picture src={n.cover} alt="" width={1600} height={700} sizes={SIZES_CARD} />
                </div>
                <div className={styles.newsBody}>
                  <time dateTime={n.published_at} className={styles.newsDate}>
                    {formatDay(n.published_at, locale)}
                  </time>
                  <h3 className={styles.newsTitle}>{n.title}</h3>
                  {i === 0 && <p className={styles.newsSummary}>{n.summary}</p>}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
