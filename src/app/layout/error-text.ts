import i18next from 'i18next';
import type { Locale } from '../route-table.ts';

/** The error pages' strings: `common:errors.*`, with a built-in copy for when no translation loaded. */
export type ErrorTextKey = 'title' | 'body' | 'loadTitle' | 'loadBody' | 'notFound' | 'notFoundHint' | 'retry' | 'home';

// The error page must read right even when the failed download was a translation file (or the
// translations never arrived): this copy is in the shell's code, kept equal to common.json by a test.
export const FALLBACK_ERROR_TEXT: Record<Locale, Record<ErrorTextKey, string>> = {
  zh: {
    title: '页面出错了',
    body: '很抱歉，这个页面暂时无法显示。请重试，或返回首页。',
    loadTitle: '页面未能加载',
    loadBody: '可能是网络中断，或网站刚刚更新。请检查网络后重试。',
    notFound: '找不到此页面',
    notFoundHint: '您访问的页面不存在或已被移除。',
    retry: '重试',
    home: '返回首页',
  },
  en: {
    title: 'Something went wrong',
    body: 'Sorry, this page can’t be shown right now. Please try again, or go back to the home page.',
    loadTitle: 'This page couldn’t load',
    loadBody: 'Your connection may have dropped, or the site has just been updated. Check your connection and try again.',
    notFound: 'This page could not be found',
    notFoundHint: 'The page you were looking for doesn’t exist or has moved.',
    retry: 'Try again',
    home: 'Back to home',
  },
};

/** An error page string in the page's language: the loaded translation, else the built-in copy. */
export function errorText(locale: Locale, key: ErrorTextKey): string {
  // The exact language only: i18next's fallback would put Chinese on an English page.
  const loaded: unknown = i18next.isInitialized ? i18next.getResource(locale, 'common', `errors.${key}`) : undefined;
  return typeof loaded === 'string' && loaded ? loaded : FALLBACK_ERROR_TEXT[locale][key];
}
