import { describe, it, expect } from 'vitest';
import Fastify from 'fastify';
import sharp from 'sharp';
import { BIKE_STYLES, BIKE_VIEWS, motorcycleSvg } from '../../../server/art/motorcycle.ts';
import { GOODS_ART, goodsSvg } from '../../../server/art/goods.ts';
import { SCENE_ART, sceneSvg } from '../../../server/art/scene.ts';
import { appIconSvg, logoSvg, qrSvg, SOCIAL_NAMES, socialIconSvg } from '../../../server/art/brand.ts';
import { mediaUrl, renderArt } from '../../../server/art/index.ts';
import { mediaRoutes } from '../../../server/routes/media.ts';

/** Minimal well-formedness check: every opened tag is closed in order. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, close, name, self] = m;
    if (self) continue;
    if (close) {
      if (stack.pop() !== name) return false;
    } else stack.push(name);
  }
  return stack.length === 0;
}

async function raster(svg: string): Promise<{ width?: number; height?: number }> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return sharp(png).metadata();
}

describe('motorcycle art', () => {
  it('renders every style × view as well-formed SVG of sensible size', () => {
    for (const style of BIKE_STYLES) {
      for (const view of BIKE_VIEWS) {
        const svg = motorcycleSvg({ style, view, hex: 'c8102e', accent: 'c9a227' });
        expect(svg.startsWith('<svg'), `${style}/${view}`).toBe(true);
        expect(balanced(svg), `${style}/${view}`).toBe(true);
        expect(svg.length, `${style}/${view}`).toBeLessThan(18_000);
      }
    }
  });

  it('rasterises one side view per style at 800x500', async () => {
    for (const style of BIKE_STYLES) {
      const meta = await raster(motorcycleSvg({ style, view: 'side', hex: '1d3c78', accent: 'f4f1ea' }));
      expect([meta.width, meta.height], style).toEqual([800, 500]);
    }
  });

  it('rejects malformed colours', () => {
    expect(() => motorcycleSvg({ style: 'sport', view: 'side', hex: 'zzzzzz', accent: 'c9a227' })).toThrow();
    expect(() => motorcycleSvg({ style: 'sport', view: 'side', hex: '#c8102e', accent: 'c9a227' })).toThrow();
    expect(() => motorcycleSvg({ style: 'sport', view: 'side', hex: 'c8102e', accent: '"/><script>' })).toThrow();
  });
});

describe('goods and scenes', () => {
  it('renders every goods art', async () => {
    for (const art of GOODS_ART) {
      const svg = goodsSvg({ art, hex: '2f4a3a' });
      expect(svg.startsWith('<svg'), art).toBe(true);
      expect(balanced(svg), art).toBe(true);
    }
    expect(await raster(goodsSvg({ art: 'helmet', hex: 'c8102e' }))).toMatchObject({ width: 600, height: 600 });
  });

  it('renders every scene deterministically and varies with the seed', async () => {
    for (const art of SCENE_ART) {
      const a = sceneSvg({ art, seed: 7 });
      expect(a.startsWith('<svg'), art).toBe(true);
      expect(balanced(a), art).toBe(true);
      expect(a.length, art).toBeLessThan(18_000);
      expect(sceneSvg({ art, seed: 7 })).toBe(a);
      expect(sceneSvg({ art, seed: 8 }), art).not.toBe(a);
    }
    expect(await raster(sceneSvg({ art: 'mountain-road', seed: 1 }))).toMatchObject({ width: 1600, height: 700 });
  });
});

describe('brand', () => {
  it('renders logo, icons and social glyphs', () => {
    for (const svg of [logoSvg(), logoSvg({ mono: true }), appIconSvg({ maskable: true }), appIconSvg({ maskable: false })]) {
      expect(svg.startsWith('<svg')).toBe(true);
      expect(balanced(svg)).toBe(true);
    }
    for (const name of SOCIAL_NAMES) expect(socialIconSvg(name)).toContain('fill="currentColor"');
  });

  it('makes QR codes and rejects long text', async () => {
    expect(await qrSvg('https://app.yunling-motor.example/ios')).toMatch(/^<svg/);
    await expect(qrSvg('x'.repeat(201))).rejects.toThrow();
  });
});

describe('renderArt', () => {
  it('serves every documented path form', async () => {
    for (const p of [
      'moto/adventure/scene/C8102E-c9a227.svg',
      'goods/helmet/0f1b2d.svg',
      'scene/lake/999.svg',
      'brand/logo.svg',
      'brand/logo-mono.svg',
      'social/bilibili.svg',
      'qr/app-android.svg',
    ]) {
      const r = await renderArt(p);
      expect(r?.type, p).toBe('image/svg+xml');
      expect(r?.body.startsWith('<svg'), p).toBe(true);
    }
  });

  it('returns null for bad paths without throwing', async () => {
    for (const p of [
      '',
      'moto/chopper/side/c8102e-c9a227.svg',
      'moto/sport/top/c8102e-c9a227.svg',
      'moto/sport/side/zzzzzz-c9a227.svg',
      'moto/sport/side/c8102e.svg',
      'moto/sport/side/c8102e-c9a227.png',
      'moto/sport/side/extra/c8102e-c9a227.svg',
      '../etc/passwd',
      '../../etc/passwd.svg',
      'goods/sofa/c8102e.svg',
      'goods/helmet/c8102.svg',
      'scene/lake/1000.svg',
      'scene/lake/-1.svg',
      'scene/lake/07.svg',
      'brand/other.svg',
      'social/myspace.svg',
      'qr/anything.svg',
      'a/b/c/d/e.svg',
    ]) {
      await expect(renderArt(p), p).resolves.toBeNull();
    }
  });

  it('mediaUrl builds paths renderArt understands', async () => {
    const urls = [
      mediaUrl.moto('sport', 'side', '#C8102E', 'c9a227'),
      mediaUrl.goods('gloves', '#1D3C78'),
      mediaUrl.scene('expo', 1234),
      mediaUrl.logo(),
      mediaUrl.logo(true),
      mediaUrl.social('weibo'),
      mediaUrl.qr('wechat'),
    ];
    expect(urls[0]).toBe('/media/moto/sport/side/c8102e-c9a227.svg');
    for (const u of urls) expect(await renderArt(u.replace('/media/', '')), u).not.toBeNull();
  });
});

describe('GET /media/*', () => {
  it('replies with cached SVG and strict headers, or a 404 envelope', async () => {
    const app = Fastify();
    await app.register(mediaRoutes);
    const ok = await app.inject({ method: 'GET', url: '/media/moto/naked/front/2a2f36-c8102e.svg' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(ok.headers['cache-control']).toContain('max-age=604800');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const again = await app.inject({ method: 'GET', url: '/media/moto/naked/front/2a2f36-c8102e.svg' });
    expect(again.body).toBe(ok.body);
    const bad = await app.inject({ method: 'GET', url: '/media/moto/naked/front/..%2F..%2Fetc.svg' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toEqual({ code: 404, msg: 'Not found', data: null });
    await app.close();
  });
});
