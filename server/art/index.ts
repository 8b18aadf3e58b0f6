/** URL parsing and dispatch for generated artwork served under /media/. */
import { isHex6 } from './color.ts';
import { logoSvg, qrSvg, SOCIAL_NAMES, socialIconSvg, type SocialName } from './brand.ts';
import { GOODS_ART, goodsSvg, type GoodsArt } from './goods.ts';
import { BIKE_STYLES, BIKE_VIEWS, motorcycleSvg, type BikeStyle, type BikeView } from './motorcycle.ts';
import { SCENE_ART, sceneSvg, type SceneArt } from './scene.ts';

/** Fixed QR targets (fictional .example hosts: data inside the code only). */
export const QR_TARGETS = {
  'app-ios': 'https://app.yunling-motor.example/ios',
  'app-android': 'https://app.yunling-motor.example/android',
  wechat: 'https://weixin.example/yunling-motor',
  weibo: 'https://weibo.example/yunlingmotor',
  douyin: 'https://douyin.example/yunlingmotor',
  bilibili: 'https://bilibili.example/yunlingmotor',
} as const;

/** Keys accepted by the qr/ route. */
export type QrKey = keyof typeof QR_TARGETS;

/** A rendered SVG ready to send. */
export interface RenderedArt {
  body: string;
  type: 'image/svg+xml';
}

const oneOf = <T extends string>(list: readonly T[], v: string): v is T => (list as readonly string[]).includes(v);
const SEGMENT = /^[a-zA-Z0-9-]{1,32}$/;
const svg = (body: string): RenderedArt => ({ body, type: 'image/svg+xml' });

function moto(style: string, view: string, file: string): RenderedArt | null {
  const m = /^([0-9a-fA-F]{6})-([0-9a-fA-F]{6})$/.exec(file);
  if (!m || !oneOf(BIKE_STYLES, style) || !oneOf(BIKE_VIEWS, view)) return null;
  return svg(motorcycleSvg({ style, view, hex: m[1].toLowerCase(), accent: m[2].toLowerCase() }));
}

function goods(art: string, file: string): RenderedArt | null {
  if (!oneOf(GOODS_ART, art) || !isHex6(file)) return null;
  return svg(goodsSvg({ art, hex: file.toLowerCase() }));
}

function scene(art: string, file: string): RenderedArt | null {
  if (!oneOf(SCENE_ART, art) || !/^(0|[1-9][0-9]{0,2})$/.test(file)) return null;
  return svg(sceneSvg({ art, seed: Number(file) }));
}

/**
 * Renders the artwork for a media path (the part after `/media/`), e.g. `moto/sport/side/c8102e-c9a227.svg`.
 * Returns null for anything unknown or malformed; never throws for bad input.
 */
export async function renderArt(path: string): Promise<RenderedArt | null> {
  if (typeof path !== 'string' || path.length > 200 || !path.endsWith('.svg')) return null;
  const parts = path.slice(0, -4).split('/');
  if (parts.length < 2 || parts.length > 4 || !parts.every((p) => SEGMENT.test(p))) return null;
  try {
    const [kind, a, b, c] = parts;
    switch (kind) {
      case 'moto':
        return parts.length === 4 ? moto(a, b, c) : null;
      case 'goods':
        return parts.length === 3 ? goods(a, b) : null;
      case 'scene':
        return parts.length === 3 ? scene(a, b) : null;
      case 'brand':
        if (parts.length !== 2) return null;
        return a === 'logo' ? svg(logoSvg()) : a === 'logo-mono' ? svg(logoSvg({ mono: true })) : null;
      case 'social':
        return parts.length === 2 && oneOf(SOCIAL_NAMES, a) ? svg(socialIconSvg(a)) : null;
      case 'qr':
        return parts.length === 2 && Object.hasOwn(QR_TARGETS, a) ? svg(await qrSvg(QR_TARGETS[a as QrKey])) : null;
      default:
        return null;
    }
  } catch {
    return null;
  }
}

const hex = (h: string): string => h.replace(/^#/, '').toLowerCase();

/** Builds '/media/...' URLs exactly as `renderArt` parses them (hex without '#', lower-cased). */
export const mediaUrl = {
  moto: (style: BikeStyle, view: BikeView, bodyHex: string, accentHex: string): string =>
    `/media/moto/${style}/${view}/${hex(bodyHex)}-${hex(accentHex)}.svg`,
  goods: (art: GoodsArt, productHex: string): string => `/media/goods/${art}/${hex(productHex)}.svg`,
  scene: (art: SceneArt, seed: number): string => `/media/scene/${art}/${Math.abs(Math.trunc(seed)) % 1000}.svg`,
  logo: (mono = false): string => (mono ? '/media/brand/logo-mono.svg' : '/media/brand/logo.svg'),
  social: (name: SocialName): string => `/media/social/${name}.svg`,
  qr: (key: QrKey): string => `/media/qr/${key}.svg`,
} as const;
