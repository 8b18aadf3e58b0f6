/**
 * Generates the static brand assets into public/generated/ (favicons, PWA icons, OG image, manifest screenshots).
 * Run with `npx tsx scripts/gen-assets.ts`; skips work when every output is newer than this script and the art sources.
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { appIconSvg, logoSvg } from '../server/art/brand.ts';
import { motorcycleSvg } from '../server/art/motorcycle.ts';
import { sceneSvg } from '../server/art/scene.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const out = join(root, 'public', 'generated');

const OUTPUTS = [
  'favicon.svg',
  'favicon-32.png',
  'apple-touch-icon.png',
  'icon-192.png',
  'icon-512.png',
  'icon-maskable-512.png',
  'og-image.png',
  'screenshot-wide.png',
  'screenshot-narrow.png',
] as const;

/** Newest modification time (ms) of a file or of any file below a directory. */
function newest(p: string): number {
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(p).reduce((m, e) => Math.max(m, newest(join(p, e))), st.mtimeMs);
}

function upToDate(): boolean {
  const inputs = Math.max(newest(fileURLToPath(import.meta.url)), newest(join(root, 'server', 'art')));
  try {
    return OUTPUTS.every((f) => statSync(join(out, f)).mtimeMs > inputs);
  } catch {
    return false;
  }
}

const png = (svg: string, w: number, h = w): Promise<Buffer> =>
  sharp(Buffer.from(svg), { density: 144 }).resize(w, h, { fit: 'cover' }).png().toBuffer();

/** Rounded-corner mask applied to a PNG buffer. */
async function rounded(buf: Buffer, w: number, h: number, r: number): Promise<Buffer> {
  const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="${r}"/></svg>`);
  return sharp(buf)
    .resize(w, h)
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/** Navy top bar with the logo and neutral menu placeholders (no text). */
function navBar(w: number, h: number, items: number): string {
  const pills = Array.from(
    { length: items },
    (_, i) => `<rect x="${w - 40 - (items - i) * 96}" y="${h / 2 - 7}" width="72" height="14" rx="7" fill="#f4f1ea" opacity=".55"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#0f1b2d"/><rect y="${h - 3}" width="${w}" height="3" fill="#c8102e"/>${pills}</svg>`;
}

/** Light placeholder content blocks for the narrow screenshot. */
function contentBlocks(w: number, h: number): string {
  const card = (y: number) =>
    `<rect x="32" y="${y}" width="${w - 64}" height="120" rx="18" fill="#ffffff"/><rect x="56" y="${y + 28}" width="220" height="16" rx="8" fill="#2a2f36" opacity=".75"/><rect x="56" y="${y + 58}" width="${w - 160}" height="12" rx="6" fill="#2a2f36" opacity=".25"/><rect x="56" y="${y + 80}" width="${w - 240}" height="12" rx="6" fill="#2a2f36" opacity=".25"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#f4f1ea"/>${card(24)}${card(168)}<rect x="32" y="${h - 84}" width="${w - 64}" height="56" rx="28" fill="#c8102e"/></svg>`;
}

async function build(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const logo = logoSvg();
  const icon = appIconSvg({ maskable: false });
  const w = (f: string, data: Buffer | string) => writeFileSync(join(out, f), data);

  w('favicon.svg', logo);
  w('favicon-32.png', await png(logo, 32));
  w('apple-touch-icon.png', await png(icon, 180));
  w('icon-192.png', await png(icon, 192));
  w('icon-512.png', await png(icon, 512));
  w('icon-maskable-512.png', await png(appIconSvg({ maskable: true }), 512));

  const og = await png(sceneSvg({ art: 'mountain-road', seed: 42 }), 1200, 630);
  w(
    'og-image.png',
    await sharp(og)
      .composite([{ input: await png(logo, 200), left: 500, top: 70 }])
      .png()
      .toBuffer(),
  );

  const bike = motorcycleSvg({ style: 'adventure', view: 'side', hex: 'c8102e', accent: 'c9a227' });
  const wideScene = await png(sceneSvg({ art: 'mountain-road', seed: 3 }), 1280, 720);
  const wideCard = await rounded(await png(bike, 720, 450), 720, 450, 24);
  w(
    'screenshot-wide.png',
    await sharp(wideScene)
      .composite([
        { input: Buffer.from(navBar(1280, 72, 6)), left: 0, top: 0 },
        { input: await png(logo, 52), left: 32, top: 10 },
        { input: wideCard, left: 520, top: 170 },
      ])
      .png()
      .toBuffer(),
  );

  const narrowScene = await png(sceneSvg({ art: 'dealer', seed: 5 }), 720, 420);
  const narrowCard = await rounded(
    await png(motorcycleSvg({ style: 'naked', view: 'side', hex: '1d3c78', accent: 'c9a227' }), 656, 410),
    656,
    410,
    24,
  );
  w(
    'screenshot-narrow.png',
    await sharp(Buffer.from(contentBlocks(720, 1280)))
      .composite([
        { input: narrowScene, left: 0, top: 0 },
        { input: Buffer.from(navBar(720, 96, 0)), left: 0, top: 0 },
        { input: await png(logo, 64), left: 28, top: 16 },
        { input: narrowCard, left: 32, top: 440 },
        { input: Buffer.from(contentBlocks(720, 400)), left: 0, top: 880 },
      ])
      .png()
      .toBuffer(),
  );
}

const t0 = Date.now();
if (upToDate()) {
  console.log(`gen-assets: ${OUTPUTS.length} files up to date in public/generated (skipped)`);
} else {
  await build();
  console.log(`gen-assets: wrote ${OUTPUTS.length} files to public/generated in ${Date.now() - t0} ms`);
}

// The films of /videoWallpaper (cached per film; skipped with a message when ffmpeg is missing).
const { genFilms } = await import('./gen-films.ts');
await genFilms();
