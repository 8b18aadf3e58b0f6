// Which picture files a page's HTML makes a browser download at a given screen: the ride pack stores
// exactly those, so the packed page shows its pictures offline. Pure: tests/unit/server/ride-pack-pictures.test.ts.
import { rasterSource, rasterSrcSet, rasterWidths } from '../../src/config/raster.ts';
import { SIZES_TILE } from '../../src/components/ui/picture-sizes.ts';

/** The screen the pack is for: CSS width, device pixel ratio, the best format the browser decodes, data saver. */
export interface Screen {
  width: number;
  dpr: number;
  format: 'avif' | 'webp' | 'jpg';
  saveData: boolean;
}

/** The widest variant the site offers under data saver (src/config/raster.ts SAVE_DATA_MAX_WIDTH). */
const SAVE_DATA_MAX = 480;
const FORMAT_TYPE = { avif: 'image/avif', webp: 'image/webp', jpg: '' } as const;

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return m?.[1]?.replace(/&amp;/g, '&');
}

/** The slot width in CSS px for a `sizes` value (min-width / max-width conditions, vw and px lengths). */
export function slotWidth(sizes: string | undefined, viewport: number): number {
  for (const part of (sizes ?? '100vw').split(',')) {
    const m = /^\s*(?:\((min|max)-width:\s*(\d+)px\)\s*)?(\d+(?:\.\d+)?)(vw|px)\s*$/.exec(part);
    if (!m) continue;
    const [, kind, bound, len, unit] = m;
    if (kind === 'min' && viewport < Number(bound)) continue;
    if (kind === 'max' && viewport > Number(bound)) continue;
    return unit === 'vw' ? (Number(len) * viewport) / 100 : Number(len);
  }
  return viewport;
}

/**
 * The candidate Chromium picks from a `w` srcset (its HTMLSrcsetParser rule): at 1x or less the first
 * whose density reaches the ratio; above 1x the first whose geometric mean with the next one exceeds it.
 */
export function pickCandidate(srcset: string, slot: number, dpr: number, maxWidth = Infinity): string | undefined {
  const list = srcset
    .split(',')
    .map((c) => c.trim().split(/\s+/))
    .flatMap(([url, w]) => (url && w && /^\d+w$/.test(w) ? [{ url, density: parseInt(w, 10) / slot, width: parseInt(w, 10) }] : []))
    .filter((c) => c.width <= maxWidth)
    .sort((a, b) => a.density - b.density);
  if (list.length === 0) return undefined;
  let i = 0;
  for (; i < list.length - 1; i += 1) {
    const here = list[i]!.density;
    const mean = Math.sqrt(here * list[i + 1]!.density);
    if ((dpr <= 1 && dpr > here) || (dpr > 1 && dpr > mean)) continue;
    break;
  }
  return list[i]!.url;
}

/** Same-origin picture URLs a page's HTML loads on this screen (one variant per picture), de-duplicated. */
export function pageImages(html: string, screen: Screen): string[] {
  const out = new Set<string>();
  const cap = screen.saveData ? SAVE_DATA_MAX : Infinity;
  const pictures = html.match(/<picture\b[\s\S]*?<\/picture>/gi) ?? [];
  for (const picture of pictures) {
    const tags = picture.match(/<(?:source|img)\b[^>]*>/gi) ?? [];
    const source = tags.find((t) => t.startsWith('<source') && attr(t, 'type') === FORMAT_TYPE[screen.format]);
    const img = tags.find((t) => t.startsWith('<img'));
    const tag = source ?? img;
    const srcset = tag && attr(tag, 'srcset');
    const chosen = srcset ? pickCandidate(srcset, slotWidth(attr(tag, 'sizes'), screen.width), screen.dpr, cap) : img && attr(img, 'src');
    if (chosen?.startsWith('/media/')) out.add(chosen);
  }
  // Plain artwork outside a <picture> (logos, badges, scenes drawn as SVG).
  const rest = html.replace(/<picture\b[\s\S]*?<\/picture>/gi, '');
  for (const img of rest.match(/<img\b[^>]*>/gi) ?? []) {
    const src = attr(img, 'src');
    if (src?.startsWith('/media/')) out.add(src);
  }
  return [...out];
}

/** The model gallery's `sizes`: its stage (SIZES_MAIN) and its thumbnails (160 px). */
const GALLERY_STAGE = '(min-width: 1024px) 58vw, 100vw';
const GALLERY_THUMB = '160px';

function variant(url: string, sizes: string, screen: Screen): string | undefined {
  const source = rasterSource(url);
  if (!source) return undefined;
  const srcset = rasterSrcSet(source, screen.format, rasterWidths());
  return pickCandidate(srcset, slotWidth(sizes, screen.width), screen.dpr, screen.saveData ? SAVE_DATA_MAX : Infinity);
}

/**
 * The model gallery, drawn after the first screen (so not in the server's HTML), from the model's
 * answer: the default colour's every view (stage and thumbnail) and each other colour's side view
 * (the picture that changes first when a colour is picked). Other colours' full galleries are left
 * out: they would triple a pack for views a rider rarely opens.
 */
export function galleryImages(answer: string, screen: Screen): string[] {
  let colors: { pics?: { kind?: string; url?: string }[] }[] = [];
  try {
    const data = (JSON.parse(answer) as { data?: { colors?: unknown } }).data;
    if (Array.isArray(data?.colors)) colors = data.colors as typeof colors;
  } catch {
    return [];
  }
  const out = new Set<string>();
  colors.forEach((color, i) => {
    for (const pic of color.pics ?? []) {
      if (typeof pic.url !== 'string' || (i > 0 && pic.kind !== 'side')) continue;
      for (const sizes of i === 0 ? [GALLERY_STAGE, GALLERY_THUMB] : [GALLERY_STAGE]) {
        const chosen = variant(pic.url, sizes, screen);
        if (chosen) out.add(chosen);
      }
    }
  });
  return [...out];
}

/** A shop list's tile pictures (drawn in the browser, so not in the server's HTML), from its goods_list answer. */
export function goodsListImages(answer: string, screen: Screen): string[] {
  let list: { top_pic?: unknown }[] = [];
  try {
    const data = (JSON.parse(answer) as { data?: { list?: unknown } }).data;
    if (Array.isArray(data?.list)) list = data.list as typeof list;
  } catch {
    return [];
  }
  const out = new Set<string>();
  for (const { top_pic: url } of list) {
    if (typeof url !== 'string') continue;
    const chosen = rasterSource(url) ? variant(url, SIZES_TILE, screen) : url;
    if (chosen?.startsWith('/media/')) out.add(chosen);
  }
  return [...out];
}
