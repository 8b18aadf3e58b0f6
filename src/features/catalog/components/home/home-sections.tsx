import type { Lang } from '../../../../lib/store.ts';
import type { Locale } from '../../../../app/route-table.ts';
import { RecommendedModels } from './recommended-models.tsx';
import { NewsTeaser } from './news-teaser.tsx';
import { ServiceEntries } from './service-entries.tsx';
import { AboutTeaser } from './about-teaser.tsx';
import { HomeLegalLine } from './home-legal-line.tsx';

/** Everything below the home page's hero: its own chunk, so the hero renders first. */
export function HomeSections({ lang, locale, to }: { lang: Lang; locale: Locale; to: (path: string) => string }) {
  return (
    <>
      <RecommendedModels lang={lang} to={to} />
      <NewsTeaser lang={lang} locale={locale} to={to} />
      <ServiceEntries to={to} />
      <AboutTeaser locale={locale} to={to} />
      <HomeLegalLine />
    </>
  );
}
