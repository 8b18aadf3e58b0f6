import { site } from '../../config/site.ts';
import { absoluteUrl, pageUrl, type HeadContext, type PageMeta } from './page-meta.ts';

/*
 * The head set of a page as tags: written into the server's HTML (headTags) and swapped in after a
 * client navigation (applyHead, loaded then: the first screen never needs it).
 */

/** One element of the head set: its tag, attributes and (title, script) text. */
export interface HeadElement {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

const HREFLANG = { zh: 'zh-CN', en: 'en' } as const;
const OG_LOCALE = { zh: 'zh_CN', en: 'en_US' } as const;

/**
 * JSON for a `<script type="application/ld+json">` data block: `<` (so no `</script>` or `<!--` can end
 * the block early), `>`, `&` and the two JavaScript line separators are written as \u escapes.
 */
export function jsonLdText(value: object): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The head set of a page as elements: title, description, canonical, alternates, Open Graph, robots, JSON-LD. */
export function headElements(meta: PageMeta, where: HeadContext): HeadElement[] {
  // A page reached by another address (a model's /detail?car_model_id= form) names its own as canonical.
  const ctx = meta.path ? { ...where, path: meta.path } : where;
  const other = ctx.locale === 'zh' ? 'en' : 'zh';
  const url = pageUrl(ctx);
  const m = (attrs: Record<string, string>): HeadElement => ({ tag: 'meta', attrs });
  const els: HeadElement[] = [
    { tag: 'title', attrs: {}, text: meta.title },
    m({ name: 'description', content: meta.description }),
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    { tag: 'link', attrs: { rel: 'alternate', hreflang: HREFLANG.zh, href: pageUrl(ctx, 'zh') } },
    { tag: 'link', attrs: { rel: 'alternate', hreflang: HREFLANG.en, href: pageUrl(ctx, 'en') } },
    { tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: pageUrl(ctx, 'zh') } },
    m({ property: 'og:title', content: meta.title }),
    m({ property: 'og:description', content: meta.description }),
    m({ property: 'og:type', content: meta.type ?? 'website' }),
    m({ property: 'og:url', content: url }),
    m({ property: 'og:site_name', content: site.name[ctx.locale] }),
    m({ property: 'og:locale', content: OG_LOCALE[ctx.locale] }),
    m({ property: 'og:locale:alternate', content: OG_LOCALE[other] }),
  ];
  if (meta.image) {
    els.push(m({ property: 'og:image', content: absoluteUrl(ctx.origin, meta.image) }));
    if (meta.imageSize) {
      els.push(m({ property: 'og:image:width', content: String(meta.imageSize.width) }));
      els.push(m({ property: 'og:image:height', content: String(meta.imageSize.height) }));
    }
    if (meta.imageAlt) els.push(m({ property: 'og:image:alt', content: meta.imageAlt }));
  }
  els.push(m({ name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' }));
  if (meta.noindex) els.push(m({ name: 'robots', content: 'noindex' }));
  for (const item of meta.jsonLd ?? []) els.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: jsonLdText(item) });
  for (const el of els) el.attrs['data-head'] = '';
  return els;
}

const escapeText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string): string => escapeText(s).replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** One element as HTML; a script's text is already escaped by jsonLdText, a title's is escaped here. */
function elementHtml(el: HeadElement): string {
  const attrs = Object.entries(el.attrs)
    .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeAttr(v)}"`))
    .join('');
  if (el.tag === 'meta' || el.tag === 'link') return `<${el.tag}${attrs}>`;
  const text = el.tag === 'script' ? (el.text ?? '') : escapeText(el.text ?? '');
  return `<${el.tag}${attrs}>${text}</${el.tag}>`;
}

/** The page's head tags as escaped HTML, each marked `data-head` so the client can replace them. */
export function headTags(meta: PageMeta, ctx: HeadContext): string {
  return headElements(meta, ctx).map(elementHtml).join('');
}

/** Tags of the kind this module owns that the built HTML may carry without the mark (index.html's title and description). */
const OWNED_UNMARKED = [
  'title',
  'meta[name="description"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'meta[name="robots"]',
  'script[type="application/ld+json"]',
].join(',');

/**
 * The part of the DOM applyHead uses, declared here so this module also type-checks in the server's
 * build (no DOM library there); in the browser it is `document`.
 */
interface HeadDocument {
  head: { querySelectorAll(selector: string): ArrayLike<{ remove(): void }>; append(node: object): void };
  createElement(tag: string): { setAttribute(name: string, value: string): void; textContent: string | null };
}

/** After a client navigation: replaces the head set (title included) with the new page's; never leaves duplicates. */
export function applyHead(meta: PageMeta, ctx: HeadContext): void {
  const doc = (globalThis as unknown as { document: HeadDocument }).document;
  for (const old of Array.from(doc.head.querySelectorAll(`[data-head],${OWNED_UNMARKED}`))) old.remove();
  for (const el of headElements(meta, ctx)) {
    const node = doc.createElement(el.tag);
    for (const [k, v] of Object.entries(el.attrs)) node.setAttribute(k, v);
    if (el.text !== undefined) node.textContent = el.text;
    doc.head.append(node);
  }
}
