/** The languages a rider's post can be in; the site is bilingual, so every post is one of the two. */
export type PostLang = 'zh' | 'en';

/**
 * The language a post is written in: Chinese when the text has Han characters, English when it has
 * Latin letters and no Han, otherwise (digits, emoji) the language of the page it was written on.
 */
export function detectPostLang(text: string, fallback: PostLang): PostLang {
  if (/\p{Script=Han}/u.test(text)) return 'zh';
  if (/[A-Za-z]/.test(text)) return 'en';
  return fallback;
}
