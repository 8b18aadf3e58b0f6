/** Raster wallpapers: a banner scene re-cropped (never stretched) to a screen and saved as PNG or JPEG. */
import { sceneSvg, type SceneArt } from '../art/scene.ts';
import { RASTER_VERSION } from '../../src/config/raster.ts';
import { rasterizeSvg } from './master.ts';
import { photographic, seedOf } from './texture.ts';

/** The screens offered: three common phones (portrait) and three desktop resolutions. */
export const WALLPAPER_SCREENS = [
  { key: 'iphone', kind: 'phone', width: 1170, height: 2532 },
  { key: 'android', kind: 'phone', width: 1080, height: 2400 },
  { key: 'iphone-max', kind: 'phone', width: 1290, height: 2796 },
  { key: 'fhd', kind: 'desktop', width: 1920, height: 1080 },
  { key: 'qhd', kind: 'desktop', width: 2560, height: 1440 },
  { key: 'uhd', kind: 'desktop', width: 3840, height: 2160 },
] as const;

/** One offered screen. */
export type WallpaperScreen = (typeof WALLPAPER_SCREENS)[number];

/** The download formats: PNG (lossless) and JPEG (a fraction of the bytes). */
export const WALLPAPER_FORMATS = ['jpg', 'png'] as const;

/** A wallpaper download format. */
export type WallpaperFormat = (typeof WALLPAPER_FORMATS)[number];

/** The offered screen of `WxH`, or undefined. */
export function wallpaperScreen(width: number, height: number): WallpaperScreen | undefined {
  return WALLPAPER_SCREENS.find((s) => s.width === width && s.height === height);
}

/** URL of one download (served by server/routes/media-wallpaper.ts). */
export function wallpaperDownloadUrl(art: SceneArt, seed: number, width: number, height: number, format: WallpaperFormat): string {
  return `/media/wallpapers/${RASTER_VERSION}/${art}/${seed}/${width}x${height}.${format}`;
}

/** The file name a download is saved under. */
export function wallpaperFileName(art: SceneArt, seed: number, width: number, height: number, format: WallpaperFormat): string {
  return `yunling-${art}-${seed}-${width}x${height}.${format}`;
}

/** Renders one wallpaper: the scene at the screen's size with the lighting treatment (no grain: PNG stays small). */
export async function renderWallpaper(art: SceneArt, seed: number, screen: WallpaperScreen, format: WallpaperFormat): Promise<Buffer> {
  const raw = await rasterizeSvg(sceneSvg({ art, seed }), screen.width, screen.height);
  const photo = await photographic(raw, screen.width, screen.height, seedOf(`${art}/${seed}`), { grain: false });
  return format === 'png' ? photo.png({ compressionLevel: 9, effort: 3 }).toBuffer() : photo.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}
