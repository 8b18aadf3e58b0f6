import { describe, expect, it } from 'vitest';
import { countryOptions, defaultCountry, toE164 } from '../../../../../src/features/shop/lib/phone.ts';

describe('login phone', () => {
  it('starts on China on the Chinese site, on the visitor region on the English site', () => {
    expect(defaultCountry('zh', ['es-ES'])).toBe('CN');
    expect(defaultCountry('en', ['es-ES', 'en'])).toBe('ES');
    expect(defaultCountry('en', ['en', 'en-GB'])).toBe('GB');
    expect(defaultCountry('en', ['en', 'fr'])).toBe('CN');
    expect(defaultCountry('en', [])).toBe('CN');
  });

  it('names countries in the page language with their calling codes', () => {
    const en = countryOptions('en');
    expect(en.find((o) => o.code === 'ES')).toEqual({ code: 'ES', name: 'Spain', dial: '34' });
    expect(countryOptions('zh').find((o) => o.code === 'ES')?.name).toBe('西班牙');
    expect(en.length).toBeGreaterThan(200);
  });

  it('gives E.164 for valid numbers and null for the rest', () => {
    expect(toE164('ES', '612 34 56 78')).toBe('+34612345678');
    expect(toE164('CN', '138 0000 0000')).toBe('+8613800000000');
    expect(toE164('GB', '+34 612345678')).toBe('+34612345678');
    expect(toE164('US', '13800000000')).toBe('+8613800000000');
    expect(toE164('CN', '1380000000')).toBeNull();
    expect(toE164('CN', '010 1234 5678')).toBeNull();
    expect(toE164('ES', '12345')).toBeNull();
    expect(toE164('ES', '')).toBeNull();
  });
});
