import { lazy, Suspense } from 'react';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { site } from '../../../config/site.ts';
import { HeroCarousel } from '../components/home/hero-carousel.tsx';
import styles from '../components/home/hero-carousel.module.css';
import { ensureQueries, type PageContext, type PageHandle } from '../../../app/route-module.ts';
import { SIZES_FULL } from '../../../components/ui/picture-sizes.ts';
import { bannersQueryOptions, useBanners } from '../api/get-banners.ts';
import { recommendedModelsQueryOptions } from '../api/get-recommended-models.ts';

// Below the hero (the first screen on every device): loads as its own chunk next to the hero's data.
// Its download starts with this module (in parallel with the banners call), not after the first render.
const sections = import('../components/home/home-sections.tsx');
sections.catch(() => undefined); // a failure surfaces (and is handled) where the sections render
const HomeSections = lazy(() => sections.then((m) => ({ default: m.HomeSections })));

/**
 * Home: hero banners, then 选择车型 / Choose your model, 新闻资讯 / News, 售后服务 / After-sales
 * service and 关于我们 / About us. No footer here (shell rule).
 */
export function HomePage() {
  const { lang, locale, to } = useLocale();
  const banners = useBanners(lang);
  return (
    <div data-testid="home-page">
      <h1 className="visually-hidden">{site.officialSiteName[locale]}</h1>
      {banners.data && banners.data.length > 0 ? (
        <HeroCarousel banners={banners.data} to={to} />
      ) : (
        <div className={styles.hero} aria-hidden={!banners.isError}>
          <div className={styles.viewport}>{banners.isError && <p className={`container ${styles.caption}`}>{site.tagline[locale]}</p>}</div>
        </div>
      )}
      <Suspense fallback={null}>
        <HomeSections lang={lang} locale={locale} to={to} />
      </Suspense>
    </div>
  );
}

export { HomePage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = {
  namespaces: ['home', 'catalog'],
  // The site name as title, and the maker as an Organization (JSON-LD): loaded when a head is written
  // (the server's, or the browser's after a navigation), not with the first screen's code.
  meta: async ({ t, head }) => (await import('../../../lib/seo/organization-ld.ts')).homeMeta(t('common:pageTitles.description'), head),
  // The hero's first banner, the largest paint on every screen. Not the model rail's first card: it
  // starts below the fold even on a phone (the hero is taller since the photographs), and a second
  // high-priority picture would share a slow link with the hero.
  preload: ({ queryClient, lang }) => [{ url: queryClient.getQueryData(bannersQueryOptions(lang).queryKey)?.[0]?.image, sizes: SIZES_FULL }],
};

/** The hero's banners and the model rail (the first screen). */
export function loader(ctx: PageContext) {
  return ensureQueries(ctx, [bannersQueryOptions(ctx.lang), recommendedModelsQueryOptions(ctx.lang)]);
}
