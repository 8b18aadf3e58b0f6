/** Colour helpers shared by the generated artwork (all colours are '#rrggbb'). */

const HEX6 = /^[0-9a-fA-F]{6}$/;

export { BRAND } from '../../src/config/brand-mark.ts';

/** True when `h` is exactly six hex digits (no '#'). */
export function isHex6(h: unknown): h is string {
  return typeof h === 'string' && HEX6.test(h);
}

/** Validates a six-digit hex colour (no '#') and returns it as '#rrggbb'; throws otherwise. */
export function assertHex(h: unknown, name = 'colour'): string {
  if (!isHex6(h)) throw new Error(`Invalid ${name}: expected 6 hex digits without '#'`);
  return `#${h.toLowerCase()}`;
}

function rgb(c: string): [number, number, number] {
  const n = parseInt(c.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(r: number, g: number, b: number): string {
  const h = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
}

/** Linear mix of two colours: t=0 gives `a`, t=1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return toHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

/** Mixes towards white by `t`. */
export const tint = (c: string, t: number): string => mix(c, '#ffffff', t);

/** Mixes towards black by `t`. */
export const shade = (c: string, t: number): string => mix(c, '#000000', t);

/** Relative luminance 0..1 (sRGB approximation). */
export function luma(c: string): number {
  const [r, g, b] = rgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Deterministic PRNG (mulberry32) returning numbers in [0, 1). */
export function rng(seed: number): () => number {
  let a = (seed * 2654435761) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to one decimal for compact SVG numbers. */
export const r1 = (n: number): number => Math.round(n * 10) / 10;
