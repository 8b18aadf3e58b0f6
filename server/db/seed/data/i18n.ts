import type { I18nText } from '../types.ts';

/** Bilingual text; `en` defaults to `zh` for language-neutral values such as "21 L". */
export const t = (zh: string, en: string = zh): I18nText => ({ zh, en });
