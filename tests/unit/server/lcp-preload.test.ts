import { describe, expect, it } from 'vitest';
import { imagePreloadLink, safeMediaUrl } from '../../../server/lcp-preload.ts';
import { fillTemplate, scriptJson } from '../../../server/ssr.ts';

// The pages' own preloads (home, model, news) are checked against the running server in
// tests/e2e/ssr-pages.spec.ts; here the rules the header and the template keep.
describe('first-screen picture preloads and the page template', () => {
  it('only same-origin media paths become hints', () => {
    expect(safeMediaUrl('/media/moto/a/side/b.svg')).toBe('/media/moto/a/side/b.svg');
    for (const bad of ['https://evil.example/x.svg', '/media/../etc/passwd', '/media/a b.svg', '/media/a>; rel=x', '//evil/media/x', 7, undefined]) {
      expect(safeMediaUrl(bad)).toBeUndefined();
    }
    expect(imagePreloadLink('/media/x.svg', '100vw')).toBe('</media/x.svg>; rel=preload; as=image; fetchpriority=high');
  });

  it('a pipeline picture is preloaded as the AVIF candidate its <Picture sizes> will pick', () => {
    const link = imagePreloadLink('/media/scene/lake/233.svg', '(min-width: 1024px) 58vw, 100vw');
    expect(link).toMatch(
      /^<\/media\/px\/v1\/[^>]+\/768\.avif>; rel=preload; as=image; type="image\/avif"; imagesrcset="[^"]+ 320w,[^"]+ 1600w"; imagesizes="\(min-width: 1024px\) 58vw,100vw"; fetchpriority=high$/,
    );
  });

  it('for a Save-Data request the preload offers only the small widths, as the page does', () => {
    const link = imagePreloadLink('/media/scene/lake/233.svg', '100vw', true);
    expect(link).toMatch(
      /^<\/media\/px\/v1\/[^>]+\/480\.avif>; rel=preload; as=image; type="image\/avif"; imagesrcset="[^"]+ 320w,[^"]+ 480w"; imagesizes="100vw"; fetchpriority=high$/,
    );
  });

  it('hydration data cannot close its script element', () => {
    expect(scriptJson(JSON.stringify({ a: '</script><script>alert(1)</script>' }))).not.toContain('<');
    expect(JSON.parse(scriptJson(JSON.stringify({ a: '</script>' })))).toEqual({ a: '</script>' });
  });

  it('fills the template: language, head tags, style sheets, hoisted preloads, root markup and data', () => {
    const template =
      '<html lang="zh-CN"><head><title>x</title><meta name="description" content="y"><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>';
    const page = {
      status: 200,
      locale: 'en' as const,
      head: '<title data-head>T</title>',
      html: '<link rel="preload" as="image" href="/media/a.svg"/><main>hi</main>',
      routerState: '{"a":"<"}',
      queryState: '{}',
    };
    const html = fillTemplate(template, page, ['/assets/page.css']);
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('href="/manifest-en.webmanifest"');
    expect(html).not.toContain('<title>x</title>');
    expect(html).not.toContain('content="y"');
    expect(html).toMatch(
      /<title data-head>T<\/title><link rel="stylesheet" crossorigin href="\/assets\/page.css"><link rel="preload" as="image" href="\/media\/a.svg"\/><\/head>/,
    );
    expect(html).toContain('<div id="root"><main>hi</main></div><script type="application/json" id="router-state">{"a":"\\u003c"}</script>');
  });
});
