import { describe, expect, it } from 'vitest';
import zh from '../../../../src/locales/zh/common.json';
import en from '../../../../src/locales/en/common.json';
import { FALLBACK_ERROR_TEXT } from '../../../../src/app/layout/error-text.ts';

describe('the error pages’ built-in strings', () => {
  it('are the same as the common translations, in both languages', () => {
    for (const [locale, file] of [
      ['zh', zh],
      ['en', en],
    ] as const) {
      for (const [key, text] of Object.entries(FALLBACK_ERROR_TEXT[locale])) {
        expect((file.errors as Record<string, string>)[key], `${locale} errors.${key}`).toBe(text);
      }
    }
  });
});
