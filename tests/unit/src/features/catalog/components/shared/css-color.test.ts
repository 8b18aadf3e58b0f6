import { describe, expect, it } from 'vitest';
import { cssColor } from '../../../../../../../src/features/catalog/components/shared/css-color.ts';

describe('cssColor', () => {
  it('adds the # the API leaves out and rejects anything that is not a hex colour', () => {
    expect(cssColor('e06b1f')).toBe('#e06b1f');
    expect(cssColor('#FFF')).toBe('#FFF');
    expect(cssColor('red; background:url(x)')).toBe('#9aa0a6');
    expect(cssColor(undefined)).toBe('#9aa0a6');
  });
});
