import { afterEach, describe, expect, it } from 'vitest';
import { brandTitle, localizedPath, type HeadContext, type PageMeta } from '../../../../../src/lib/seo/page-meta.ts';
import { applyHead, headTags, jsonLdText } from '../../../../../src/lib/seo/head-tags.ts';

const zh: HeadContext = { origin: 'https://shop.example.com', locale: 'zh', path: '/news?column=2' };
const en: HeadContext = { ...zh, locale: 'en' };
const meta: PageMeta = {
  title: brandTitle('云岭 AT 500', 'zh'),
  description: 'Say "hi" & <b>bye</b>',
  image: '/media/moto/adventure/side/aa0000-bb0000.svg',
  imageAlt: 'AT 500',
  imageSize: { width: 800, height: 500 },
  type: 'product',
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
};

/** The head tags parsed by the browser's own parser, as a crawler would read them. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}
const attr = (doc: Document, sel: string, name = 'content') => doc.head.querySelector(sel)?.getAttribute(name);

describe('brandTitle', () => {
  it('puts the page before the site name in both languages; home is the site name alone', () => {
    expect(brandTitle('云岭 AT 500', 'zh')).toBe('云岭 AT 500 - 云岭摩托官方网站');
    expect(brandTitle('Yunling AT 500', 'en')).toBe('Yunling AT 500 - Yunling Motor Official Website');
    expect(brandTitle(undefined, 'zh')).toBe('云岭摩托官方网站');
    expect(brandTitle('', 'en')).toBe('Yunling Motor Official Website');
  });
});

describe('localizedPath', () => {
  it('prefixes English paths with /en, keeping the query', () => {
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/?a=1', 'en')).toBe('/en?a=1');
    expect(localizedPath('/news?column=2', 'en')).toBe('/en/news?column=2');
    expect(localizedPath('/news?column=2', 'zh')).toBe('/news?column=2');
  });
});

describe('headTags', () => {
  it('writes title, description, canonical, hreflang alternates and Open Graph, all marked data-head', () => {
    const doc = parse(headTags(meta, en));
    expect(doc.title).toBe('云岭 AT 500 - 云岭摩托官方网站');
    expect(attr(doc, 'meta[name=description]')).toBe('Say "hi" & <b>bye</b>');
    expect(attr(doc, 'link[rel=canonical]', 'href')).toBe('https://shop.example.com/en/news?column=2');
    expect(attr(doc, 'link[hreflang="zh-CN"]', 'href')).toBe('https://shop.example.com/news?column=2');
    expect(attr(doc, 'link[hreflang="en"]', 'href')).toBe('https://shop.example.com/en/news?column=2');
    expect(attr(doc, 'link[hreflang="x-default"]', 'href')).toBe('https://shop.example.com/news?column=2');
    expect(attr(doc, 'meta[property="og:url"]')).toBe('https://shop.example.com/en/news?column=2');
    expect(attr(doc, 'meta[property="og:type"]')).toBe('product');
    expect(attr(doc, 'meta[property="og:image"]')).toBe('https://shop.example.com/media/moto/adventure/side/aa0000-bb0000.svg');
    expect(attr(doc, 'meta[property="og:image:width"]')).toBe('800');
    expect(attr(doc, 'meta[property="og:image:height"]')).toBe('500');
    expect(attr(doc, 'meta[property="og:locale"]')).toBe('en_US');
    expect(attr(doc, 'meta[property="og:locale:alternate"]')).toBe('zh_CN');
    expect(attr(doc, 'meta[property="og:site_name"]')).toBe('Yunling Motor');
    expect(attr(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(doc.head.querySelector('meta[name=robots]')).toBeNull();
    const all = [...doc.head.children];
    expect(all.length).toBeGreaterThan(15);
    expect(all.every((el) => el.hasAttribute('data-head'))).toBe(true);
  });

  it('Chinese pages name zh_CN and the Chinese canonical', () => {
    const doc = parse(headTags({ ...meta, image: undefined, type: undefined }, zh));
    expect(attr(doc, 'link[rel=canonical]', 'href')).toBe('https://shop.example.com/news?column=2');
    expect(attr(doc, 'meta[property="og:locale"]')).toBe('zh_CN');
    expect(attr(doc, 'meta[property="og:type"]')).toBe('website');
    expect(attr(doc, 'meta[property="og:site_name"]')).toBe('云岭摩托');
    expect(attr(doc, 'meta[name="twitter:card"]')).toBe('summary');
    expect(doc.head.querySelector('meta[property="og:image"]')).toBeNull();
  });

  it('says noindex when asked', () => {
    const doc = parse(headTags({ ...meta, noindex: true }, zh));
    expect(attr(doc, 'meta[name=robots]')).toBe('noindex');
  });

  it('keeps JSON-LD a data block: a </script> in a string cannot end it, and it parses back to the data', () => {
    const html = headTags(meta, zh);
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script\\u003e');
    const doc = parse(html);
    const blocks = doc.head.querySelectorAll('script[type="application/ld+json"]');
    expect(blocks).toHaveLength(1);
    expect(doc.head.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(blocks[0].textContent ?? '')).toEqual(meta.jsonLd?.[0]);
  });

  it('escapes markup in the title and attribute values', () => {
    const html = headTags({ title: '<img src=x onerror=alert(1)>', description: '"><script>x</script>' }, zh);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('"><script>');
    expect(parse(html).title).toBe('<img src=x onerror=alert(1)>');
  });

  it('escapes line separators too', () => {
    expect(jsonLdText({ a: 'x\u2028y&z' })).toBe('{"a":"x\\u2028y\\u0026z"}');
  });
});

describe('applyHead', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('replaces the built page’s own title and description and the previous set, leaving one of each', () => {
    document.head.innerHTML =
      '<meta charset="utf-8"><title>云岭摩托官方网站</title><meta name="description" content="old"><link rel="icon" href="/i.svg">';
    applyHead(meta, zh);
    applyHead({ title: 'Second', description: 'Two', noindex: true }, en);
    expect(document.title).toBe('Second');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name=description]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel=canonical]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel=alternate]')).toHaveLength(3);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(document.head.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://shop.example.com/en/news?column=2');
    // What the module does not own stays.
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    expect(document.head.querySelector('link[rel=icon]')).not.toBeNull();
  });

  it('writes the same set the server wrote (the JSON-LD parses to the same data)', () => {
    applyHead(meta, zh);
    const server = parse(headTags(meta, zh));
    const names = (root: ParentNode) =>
      [...root.querySelectorAll('[data-head]')].map(
        (el) =>
          `${el.tagName}|${el.getAttribute('name') ?? el.getAttribute('property') ?? el.getAttribute('rel')}|${el.getAttribute('content') ?? el.getAttribute('href') ?? el.textContent}`,
      );
    expect(names(document.head)).toEqual(names(server.head));
  });
});
