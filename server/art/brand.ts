/** Brand marks: logo, app icons, social glyphs and QR codes. */
import QRCode from 'qrcode';
import { BRAND, badge, markInner, monoBadge } from '../../src/config/brand-mark.ts';

export { badge, markInner } from '../../src/config/brand-mark.ts';

/** Square 512 logo file (colour or monochrome navy): the page draws the same badge inline (BrandLogo). */
export function logoSvg(o?: { mono?: boolean }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">${o?.mono === true ? monoBadge() : badge()}</svg>`;
}

/** App icon: full-bleed navy, mark centred; maskable keeps it inside the 80% safe zone. */
export function appIconSvg(o: { maskable: boolean }): string {
  const s = o.maskable ? 0.78 : 0.9;
  const off = (512 - 512 * s) / 2;
  const glow = `<radialGradient id="ig" cx=".5" cy=".4" r=".7"><stop offset="0" stop-color="#1d3358"/><stop offset="1" stop-color="${BRAND.ink}"/></radialGradient>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><defs>${glow}</defs>` +
    `<rect width="512" height="512" fill="url(#ig)"/>` +
    `<g transform="translate(${off} ${off}) scale(${s})"><circle cx="256" cy="256" r="222" fill="none" stroke="${BRAND.gold}" stroke-width="8"/>${markInner()}</g></svg>`
  );
}

/** Social networks with an original simplified glyph. */
export type SocialName = 'wechat' | 'weibo' | 'douyin' | 'bilibili' | 'youtube' | 'instagram';

const SOCIAL: Record<SocialName, string> = {
  wechat:
    'M19 8C10.7 8 4 13.6 4 20.4c0 3.8 2.1 7.2 5.4 9.5L8 35l5.6-2.9c1.7.5 3.5.7 5.4.7l1 0c-.4-1.2-.6-2.4-.6-3.7C19.4 22 26 16.6 34 16.6h.9C33.4 11.7 26.8 8 19 8zm-5 6.6a2.1 2.1 0 110 4.2 2.1 2.1 0 010-4.2zm10 0a2.1 2.1 0 110 4.2 2.1 2.1 0 010-4.2zM34 19c-6.9 0-12.5 4.6-12.5 10.2S27.1 39.4 34 39.4c1.5 0 2.9-.2 4.2-.6L43 41l-1.2-4.2c2.6-1.9 4.2-4.6 4.2-7.6C46 23.6 40.9 19 34 19zm-4.4 5.6a1.8 1.8 0 110 3.6 1.8 1.8 0 010-3.6zm8.8 0a1.8 1.8 0 110 3.6 1.8 1.8 0 010-3.6z',
  weibo:
    'M20.5 17c-9 1-15.5 6.8-14.5 13s9.4 10.2 18.4 9.2S39.9 32.4 38.9 26.2c-.6-3.5-3.3-5-6.4-4.9 1-3.2-.3-5.4-4-4.9-2.8.4-5.2 2-6 2.7 0 0 1.2-2.7-2-2.1zm1.4 8.3c4.5-.5 8.4 1.9 8.8 5.3s-3.1 6.6-7.6 7.1-8.4-1.9-8.8-5.3 3.1-6.6 7.6-7.1zM21 29a2.8 2.8 0 100 5.6A2.8 2.8 0 0021 29zM33 7a10 10 0 0110 10h-3a7 7 0 00-7-7zm0 5a5 5 0 015 5h-3a2 2 0 00-2-2z',
  douyin:
    'M26 5h7c.4 4.7 3.9 8.2 9 8.6v7c-3.4 0-6.4-1-9-2.8V31c0 6.6-5.4 12-12 12S9 37.6 9 31s5.4-12 12-12c.7 0 1.4.1 2 .2v7.2a5 5 0 00-2-.4 4.9 4.9 0 105 5z',
  bilibili:
    'M14.5 5.2l5.3 5.3h8.4l5.3-5.3 2.6 2.6-2.7 2.7H39c3.9 0 7 3.1 7 7v16c0 3.9-3.1 7-7 7H9c-3.9 0-7-3.1-7-7v-16c0-3.9 3.1-7 7-7h5.6l-2.7-2.7zM9 15.5c-1.1 0-2 .9-2 2v16c0 1.1.9 2 2 2h30c1.1 0 2-.9 2-2v-16c0-1.1-.9-2-2-2zm7 5.4l1.7 3-5.2 3-1.7-3zm16 0l5.2 3-1.7 3-5.2-3zM19 30.5c1.7 1.6 3.3 1.6 5 0 1.7 1.6 3.3 1.6 5 0l1.4 1.4c-2.1 2.1-4.3 2.4-6.4 1-2.1 1.4-4.3 1.1-6.4-1z',
  youtube:
    'M24 10c-8.6 0-14.3.4-16.6 1.1-2 .6-3.3 2.1-3.8 4.3C3.2 17.5 3 20.4 3 24s.2 6.5.6 8.6c.5 2.2 1.8 3.7 3.8 4.3C9.7 37.6 15.4 38 24 38s14.3-.4 16.6-1.1c2-.6 3.3-2.1 3.8-4.3.4-2.1.6-5 .6-8.6s-.2-6.5-.6-8.6c-.5-2.2-1.8-3.7-3.8-4.3C38.3 10.4 32.6 10 24 10zm-4 7.5L31.5 24 20 30.5z',
  instagram:
    'M15 4h18c6.1 0 11 4.9 11 11v18c0 6.1-4.9 11-11 11H15C8.9 44 4 39.1 4 33V15C4 8.9 8.9 4 15 4zm0 4a7 7 0 00-7 7v18a7 7 0 007 7h18a7 7 0 007-7V15a7 7 0 00-7-7zm9 6.5a9.5 9.5 0 110 19 9.5 9.5 0 010-19zm0 4a5.5 5.5 0 100 11 5.5 5.5 0 000-11zM34.5 10.5a2.5 2.5 0 110 5 2.5 2.5 0 010-5z',
};

/** All social glyph names. */
export const SOCIAL_NAMES: readonly SocialName[] = Object.keys(SOCIAL) as SocialName[];

/** Monochrome social glyph (fill=currentColor) in a 48 box; throws on an unknown name. */
export function socialIconSvg(name: SocialName): string {
  if (!Object.hasOwn(SOCIAL, name)) throw new Error('Unknown social icon');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" fill="currentColor"><path fill-rule="evenodd" d="${SOCIAL[name]}"/></svg>`;
}

/** QR code as navy-on-white SVG; rejects text longer than 200 characters. */
export async function qrSvg(text: string): Promise<string> {
  if (typeof text !== 'string' || text.length === 0 || text.length > 200) throw new Error('QR text must be 1..200 characters');
  return QRCode.toString(text, { type: 'svg', margin: 1, color: { dark: BRAND.ink, light: '#ffffff' } });
}
