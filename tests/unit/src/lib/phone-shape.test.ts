import { describe, expect, it } from 'vitest';
import { looksLikePhone } from '../../../../src/lib/phone-shape.ts';

describe('looksLikePhone', () => {
  it.each(['13800138000', '138 0013 8000', '+86 138 0013 8000', '+34 612 345 678', '+852 5123 4567', '+1 (415) 555-2671', '0034612345678'])(
    'accepts %s',
    (v) => expect(looksLikePhone(v)).toBe(true),
  );
  it.each(['', '12345', '12000000000', '612345678', '+0 123 4567', '+1234567890123456', 'abc'])('refuses %s', (v) =>
    expect(looksLikePhone(v)).toBe(false),
  );
});
