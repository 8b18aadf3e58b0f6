import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from '../../../../../src/features/content/components/sanitize-cms-html.ts';

/** Parses sanitized output so assertions look at the DOM, not at string shapes. */
function dom(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = sanitizeCmsHtml(html);
  return div;
}

describe('sanitizeCmsHtml', () => {
  it('keeps the article markup the CMS writes', () => {
    const d = dom('<h2>Title</h2><p>Text <strong>bold</strong> <em>it</em></p><ul><li>a</li></ul><blockquote><p>q</p></blockquote>');
    expect(d.querySelector('h2')?.textContent).toBe('Title');
    expect(d.querySelector('p strong')?.textContent).toBe('bold');
    expect(d.querySelectorAll('li')).toHaveLength(1);
    expect(d.querySelector('blockquote')).not.toBeNull();
  });

  it('removes scripts, styles, frames, objects, embeds and forms', () => {
    const d = dom(
      '<p>ok</p><script>window.__xss=1</script><style>body{display:none}</style><iframe src="https://evil.example"></iframe>' +
        '<object data="x.swf"></object><embed src="x.swf"><form action="https://evil.example"><input name="a"><button>go</button></form>',
    );
    for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'button']) expect(d.querySelector(tag)).toBeNull();
    expect(d.querySelector('p')?.textContent).toBe('ok');
  });

  it('strips every on* attribute, known or not, and inline styles', () => {
    const d = dom(
      '<img src="x" onerror="window.__xss=2"><p onclick="x()" onpointerrawupdate="y()" style="color:red" data-x="1">t</p><svg onload="z()"></svg>',
    );
    const all = [...d.querySelectorAll('*')];
    for (const el of all) {
      for (const attr of el.getAttributeNames()) expect(attr.startsWith('on')).toBe(false);
      expect(el.hasAttribute('style')).toBe(false);
    }
    expect(d.querySelector('p')?.hasAttribute('data-x')).toBe(false);
  });

  it('drops javascript: links and makes external or targeted links open safely', () => {
    const d = dom(
      '<a href="javascript:alert(1)">bad</a><a href="https://partner.example/x">ext</a><a href="/news" target="_blank">in</a><a href="/club" target="_top">local</a>',
    );
    const [bad, ext, targeted, local] = [...d.querySelectorAll('a')];
    expect(bad.getAttribute('href')).toBeNull();
    expect(ext.getAttribute('rel')).toBe('noopener noreferrer');
    expect(ext.getAttribute('target')).toBe('_blank');
    expect(targeted.getAttribute('rel')).toBe('noopener noreferrer');
    expect(targeted.getAttribute('target')).toBe('_blank');
    expect(local.hasAttribute('target')).toBe(false);
    expect(local.hasAttribute('rel')).toBe(false);
  });

  it('lazy-loads images and gives them an empty alt when the CMS forgot one', () => {
    const img = dom('<img src="/media/scene/lake/1.svg">').querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.getAttribute('alt')).toBe('');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeCmsHtml('')).toBe('');
  });
});
