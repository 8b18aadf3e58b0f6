/** Scroll depth (px) after which the back-to-top button appears. */
export const BACK_TO_TOP_AFTER_PX = 400;

/** True once the page has scrolled far enough to offer a way back up. */
export function shouldShowBackToTop(scrollY: number): boolean {
  return scrollY > BACK_TO_TOP_AFTER_PX;
}

/** A vehicle series' page (spec section 2: /vehicleModel?name=<series>). */
export function seriesHref(slug: string): string {
  return `/vehicleModel?name=${encodeURIComponent(slug)}`;
}

/** Official social accounts; their icons are generated artwork served under /media/social. */
export const SOCIAL_ACCOUNTS = ['wechat', 'weibo', 'douyin', 'bilibili'] as const;

/** QR codes (generated) with their caption keys under `footer.qr`. */
export const QR_CODES = [
  { file: 'app-ios', key: 'appIos' },
  { file: 'app-android', key: 'appAndroid' },
  { file: 'wechat', key: 'wechat' },
  { file: 'douyin', key: 'douyin' },
] as const;

/** Smooth scrolling unless the user asked for reduced motion. */
export function scrollBehavior(reducedMotion: boolean): ScrollBehavior {
  return reducedMotion ? 'auto' : 'smooth';
}
