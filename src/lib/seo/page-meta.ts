// Stand-in (core branch) for the seo helper's module of the same name: same signatures, title,
// description, canonical and hreflang only. The lead takes the seo branch's file at merge.
import { site } from '../../config/site.ts';

/** What a page says about itself to search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article' | 'product';
  jsonLd?: object[];
  noindex?: boolean;
}

/** Where the page is: the site's origin, its language and its unprefixed Chinese path (with significant query). */
export interface HeadContext {
  origin: string;
  locale: 'zh' | 'en';
  path: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "<page> - <official site name>" in the page's language; the site name alone for an empty page name. */
export function brandTitle(page: string, locale: 'zh' | 'en'): string {
  return page ? `${page} - ${site.officialSiteName[locale]}` : site.officialSiteName[locale];
}

function urlOf(ctx: HeadContext, locale: 'zh' | 'en'): string {
  const path = locale === 'en' ? (ctx.path === '/' ? '/en' : `/en${ctx.path}`) : ctx.path;
  return `${ctx.origin}${path}`;
}

/** The `<head>` tags of a page as escaped HTML (each marked `data-head`). */
export function headTags(meta: PageMeta, ctx: HeadContext): string {
  const tags = [`<title data-head>${escape(meta.title)}</title>`, `<meta data-head name="description" content="${escape(meta.description)}">`];
  if (meta.noindex) tags.push('<meta data-head name="robots" content="noindex">');
  tags.push(`<link data-head rel="canonical" href="${escape(urlOf(ctx, ctx.locale))}">`);
  tags.push(`<link data-head rel="alternate" hreflang="zh-CN" href="${escape(urlOf(ctx, 'zh'))}">`);
  tags.push(`<link data-head rel="alternate" hreflang="en" href="${escape(urlOf(ctx, 'en'))}">`);
  tags.push(`<link data-head rel="alternate" hreflang="x-default" href="${escape(urlOf(ctx, 'zh'))}">`);
  return tags.join('');
}

/** Replaces the head tags the server or the previous page wrote with this page's (after client navigations). */
export function applyHead(meta: PageMeta, ctx: HeadContext): void {
  document.title = meta.title;
  for (const el of document.head.querySelectorAll('[data-head]')) if (el.tagName !== 'TITLE') el.remove();
  const template = document.createElement('template');
  template.innerHTML = headTags(meta, ctx).replace(/<title[^>]*>.*?<\/title>/, '');
  document.head.append(template.content);
}
