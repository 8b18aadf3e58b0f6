import { describe, expect, it } from 'vitest';
import { keyStep, swipeDirection, wrapIndex } from '../../../../../../../src/features/catalog/components/gallery/gallery-math.ts';

describe('gallery index helpers', () => {
  it('wraps past either end', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('maps arrow keys, Home and End, and ignores other keys', () => {
    expect(keyStep('ArrowRight', 4, 5)).toBe(0);
    expect(keyStep('ArrowLeft', 0, 5)).toBe(4);
    expect(keyStep('Home', 3, 5)).toBe(0);
    expect(keyStep('End', 0, 5)).toBe(4);
    expect(keyStep('Enter', 1, 5)).toBeUndefined();
  });

  it('reads horizontal swipes and ignores taps and vertical scrolls', () => {
    expect(swipeDirection(-80, 5)).toBe(1);
    expect(swipeDirection(80, -10)).toBe(-1);
    expect(swipeDirection(20, 0)).toBe(0);
    expect(swipeDirection(60, 90)).toBe(0);
  });
});
