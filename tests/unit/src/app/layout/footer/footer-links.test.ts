import { describe, expect, it } from 'vitest';
import {
  BACK_TO_TOP_AFTER_PX,
  QR_CODES,
  scrollBehavior,
  seriesHref,
  shouldShowBackToTop,
  SOCIAL_ACCOUNTS,
} from '../../../../../../src/app/layout/footer/footer-links.ts';

describe('footer helpers', () => {
  it('a series link opens /vehicleModel?name=<slug>', () => {
    expect(seriesHref('adventure')).toBe('/vehicleModel?name=adventure');
    expect(seriesHref('a b/c')).toBe('/vehicleModel?name=a%20b%2Fc');
  });
  it('back-to-top appears only once scrolled past 400 px', () => {
    expect(BACK_TO_TOP_AFTER_PX).toBe(400);
    expect(shouldShowBackToTop(0)).toBe(false);
    expect(shouldShowBackToTop(400)).toBe(false);
    expect(shouldShowBackToTop(401)).toBe(true);
  });
  it('scrolls smoothly unless reduced motion is preferred', () => {
    expect(scrollBehavior(false)).toBe('smooth');
    expect(scrollBehavior(true)).toBe('auto');
  });
  it('lists the generated social icons and QR codes', () => {
    expect([...SOCIAL_ACCOUNTS]).toEqual(['wechat', 'weibo', 'douyin', 'bilibili']);
    expect(QR_CODES.map((q) => q.file)).toEqual(['app-ios', 'app-android', 'wechat', 'douyin']);
  });
});
