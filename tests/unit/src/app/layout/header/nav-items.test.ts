import { describe, expect, it } from 'vitest';
import { AFTER_SALES_LINKS, aboutLinks, isCurrentPath, navFor, telHref } from '../../../../../../src/app/layout/header/nav-items.ts';
import { loginHref } from '../../../../../../src/app/layout/header/account-links.tsx';

describe('Chinese navigation (spec section 2)', () => {
  it('has the product world, four links and two dropdowns, in order', () => {
    expect(navFor('zh').map((e) => (e.kind === 'link' ? `${e.key}:${e.path}` : `${e.kind}:${e.key}`))).toEqual([
      'products:products',
      'market:/market',
      'shop:/shopHomePage',
      'club:/club',
      'app:/app',
      'menu:afterSales',
      'menu:about',
    ]);
  });
  it('after-sales lists the seven services with their routes', () => {
    expect(AFTER_SALES_LINKS.map((l) => l.path)).toEqual([
      '/thirdService',
      '/specialService',
      '/warrantyService',
      '/upkeep?type=1',
      '/partsSearch',
      '/postService',
      '/usedCarService',
    ]);
  });
  it('about-us lists six pages in Chinese', () => {
    expect(aboutLinks('zh').map((l) => l.path)).toEqual(['/aboutUs', '/honor', '/fleet', '/news', '/contactUs', '/league']);
  });
});

describe('English navigation', () => {
  it('shows Products, News, Riders Club and Shop, plus About', () => {
    expect(navFor('en').map((e) => e.key)).toEqual(['products', 'news', 'club', 'shop', 'about']);
  });
  it('About omits team and franchise', () => {
    expect(aboutLinks('en').map((l) => l.path)).toEqual(['/aboutUs', '/honor', '/news', '/contactUs']);
  });
});

describe('helpers', () => {
  it('marks the current page ignoring the query', () => {
    expect(isCurrentPath('/upkeep?type=1', '/upkeep')).toBe(true);
    expect(isCurrentPath('/news', '/newsDetail')).toBe(false);
  });
  it('dials the hotline digits', () => {
    expect(telHref('400-700-3088')).toBe('tel:4007003088');
  });
  it('the login link returns to the current path and query, in the page language', () => {
    expect(loginHref('/news', '?page=2')).toBe(`/login?path=${encodeURIComponent('/news?page=2')}`);
    expect(loginHref('/en/club', '')).toBe(`/en/login?path=${encodeURIComponent('/en/club')}`);
    // On the login page the link keeps its own return path instead of nesting.
    expect(loginHref('/login', '?path=%2Fnews')).toBe('/login?path=%2Fnews');
  });
});
