import { site } from '../../config/site.ts';

/** What a page says about itself to search engines and link previews (built by its route module). */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's picture for share cards: absolute, or a site path (`/media/…`) made absolute here. */
  image?: string;
  imageAlt?: string;
  /** The picture's size in pixels, when known (previews lay the card out before fetching it). */
  imageSize?: { width: number; height: number };
  type?: 'website' | 'article' | 'product';
  jsonLd?: object[];
  noindex?: boolean;
  /** The page's own unprefixed path when the address differs (canonical and alternates use it). */
  path?: string;
}

/** Where the page is: the site's origin, its language and its unprefixed (Chinese) path with its significant query. */
export interface HeadContext {
  origin: string;
  locale: 'zh' | 'en';
  path: string;
}

/** The path in a language: English under /en ("prefix except default"), the query kept. */
export function localizedPath(path: string, locale: 'zh' | 'en'): string {
  if (locale === 'zh') return path;
  return path === '/' || path.startsWith('/?') ? `/en${path.slice(1)}` : `/en${path}`;
}

/** The absolute URL of a page in a language. */
export function pageUrl(ctx: HeadContext, locale: 'zh' | 'en' = ctx.locale): string {
  return `${ctx.origin.replace(/\/+$/, '')}${localizedPath(ctx.path, locale)}`;
}

/** A site path (`/media/…`) made absolute; absolute URLs pass through. */
export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** "云岭 AT 500 - 云岭摩托官方网站": a page's title with the site's name; home's title is the site name alone. */
export function brandTitle(page: string | undefined, locale: 'zh' | 'en'): string {
  const name = site.officialSiteName[locale];
  const own = page?.trim();
  return own ? `${own} - ${name}` : name;
}
