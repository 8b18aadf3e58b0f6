import type { FastifyInstance } from 'fastify';
import { defineCall } from '../lib/call.ts';
import { mediaUrl } from '../art/index.ts';
import { SCENE_ART, sceneSvg, type SceneArt } from '../art/scene.ts';
import { locText } from '../lib/messages.ts';
import { WALLPAPER_FORMATS, WALLPAPER_SCREENS, wallpaperDownloadUrl, wallpaperFileName, type WallpaperScreen } from '../raster/wallpaper.ts';
import { FILMS } from '../content/films.ts';
import { filmVideo, loadFilmManifest, runningTime } from '../content/film-files.ts';

type Text = { zh: string; en: string };

/** Wallpaper sizes offered for download: the scene is vector art, re-cropped (never stretched) to each screen. */
export const WALLPAPER_SIZES = [
  { key: 'desktop', width: 2560, height: 1440 },
  { key: 'tablet', width: 2048, height: 2732 },
  { key: 'phone', width: 1179, height: 2556 },
] as const;

/** Film posters are portrait crops of the same scenes. */
const POSTER = { width: 800, height: 1200 } as const;

const WALLPAPERS: { id: string; art: SceneArt; seed: number; title: Text; description: Text }[] = [
  {
    id: 'erhai-dawn',
    art: 'lake',
    seed: 10,
    title: { zh: '洱海晨光', en: 'Erhai at Dawn' },
    description: { zh: '湖面初醒，山影如黛。', en: 'The lake wakes beneath blue-black hills.' },
  },
  {
    id: 'baima-snow',
    art: 'snow-pass',
    seed: 311,
    title: { zh: '白马雪山垭口', en: 'Baima Snow Pass' },
    description: { zh: '海拔四千米之上的弯道。', en: 'Hairpins above 4,000 metres.' },
  },
  {
    id: 'together',
    art: 'club-ride',
    seed: 522,
    title: { zh: '一起出发', en: 'Ride Out Together' },
    description: { zh: '车队驶过红土高原。', en: 'A club ride across the red-earth plateau.' },
  },
  {
    id: 'ridge-road',
    art: 'mountain-road',
    seed: 733,
    title: { zh: '云岭之路', en: 'The Ridge Road' },
    description: { zh: '山路尽头，还是山路。', en: 'At the end of a mountain road, another one begins.' },
  },
  {
    id: 'golden-dunes',
    art: 'desert',
    seed: 845,
    title: { zh: '金色沙海', en: 'Golden Dunes' },
    description: { zh: '阿拉善的黄昏。', en: 'Dusk over the Alxa desert.' },
  },
  {
    id: 'city-lights',
    art: 'night-city',
    seed: 156,
    title: { zh: '城市灯火', en: 'City Lights' },
    description: { zh: '夜色中的春城。', en: 'Kunming by night.' },
  },
];

/** Names of the raster wallpaper screens (server/raster/wallpaper.ts). */
const SCREEN_LABEL: Record<WallpaperScreen['key'], Text> = {
  iphone: { zh: 'iPhone 12–14', en: 'iPhone 12–14' },
  android: { zh: '安卓全高清+', en: 'Android FHD+' },
  'iphone-max': { zh: 'iPhone Pro Max', en: 'iPhone Pro Max' },
  fhd: { zh: '全高清', en: 'Full HD' },
  qhd: { zh: '2K', en: 'QHD (2K)' },
  uhd: { zh: '4K 超高清', en: '4K UHD' },
};

/** URL of a scene re-cropped to width × height (served below). */
export function wallpaperUrl(art: SceneArt, seed: number, width: number, height: number): string {
  return `/media/wallpaper/${art}/${seed}/${width}x${height}.svg`;
}

/** Scene SVG cropped to fill another aspect ratio: same viewBox, new viewport, "slice" keeps it undistorted. */
export function wallpaperSvg(art: SceneArt, seed: number, width: number, height: number): string {
  return sceneSvg({ art, seed }).replace('width="1600" height="700"', `width="${width}" height="${height}"`);
}

const ALLOWED = new Set<string>([...WALLPAPER_SIZES.map((s) => `${s.width}x${s.height}`), `${POSTER.width}x${POSTER.height}`]);

/** Films (posters, synopsis, and the video file when the build made one) and downloadable wallpapers for /videoWallpaper. */
export async function contentExtraRoutes(app: FastifyInstance): Promise<void> {
  const filmFiles = loadFilmManifest(app.config.distDir);
  defineCall<{ kind?: 'video' | 'wallpaper' }>(app, {
    path: 'api/content/video_pics',
    summary: 'Films (poster, synopsis, and the short video the build rendered, when it did) and wallpapers with PNG and JPEG downloads per phone and desktop screen size',
    tags: ['content'],
    props: { kind: { type: 'string', enum: ['video', 'wallpaper'] } },
    cache: true,
    async handler({ body, lang }) {
      const films = FILMS.map((f) => ({
        id: f.id,
        kind: 'video' as const,
        title: locText(f.title, lang),
        description: locText(f.description, lang),
        poster: wallpaperUrl(f.art, f.seed, POSTER.width, POSTER.height),
        image: mediaUrl.scene(f.art, f.seed),
        // A running time only for a film there is to play: the real one, from the build.
        ...(filmFiles[f.id] ? { duration: runningTime(filmFiles[f.id].seconds), video: filmVideo(filmFiles[f.id], lang === 1 ? 'en' : 'zh') } : {}),
      }));
      const walls = WALLPAPERS.map((w) => ({
        id: w.id,
        kind: 'wallpaper' as const,
        title: locText(w.title, lang),
        description: locText(w.description, lang),
        poster: mediaUrl.scene(w.art, w.seed),
        image: wallpaperUrl(w.art, w.seed, WALLPAPER_SIZES[0].width, WALLPAPER_SIZES[0].height),
        sizes: WALLPAPER_SCREENS.map((s) => ({
          label: locText(SCREEN_LABEL[s.key], lang),
          kind: s.kind,
          width: s.width,
          height: s.height,
          url: wallpaperDownloadUrl(w.art, w.seed, s.width, s.height, 'jpg'),
          files: WALLPAPER_FORMATS.map((format) => ({
            format,
            url: wallpaperDownloadUrl(w.art, w.seed, s.width, s.height, format),
            name: wallpaperFileName(w.art, w.seed, s.width, s.height, format),
          })),
        })),
      }));
      if (body.kind === 'video') return films;
      if (body.kind === 'wallpaper') return walls;
      return [...films, ...walls];
    },
  });

  // GET, like the other /media artwork; a more specific path than /media/*, so it is matched first.
  app.get('/media/wallpaper/:art/:seed/:size', { schema: { hide: true } }, async (req, reply) => {
    const { art, seed, size } = req.params as { art: string; seed: string; size: string };
    const m = /^(\d{3,4})x(\d{3,4})\.svg$/.exec(size);
    const n = /^(0|[1-9]\d{0,2})$/.test(seed) ? Number(seed) : -1;
    if (!m || !ALLOWED.has(`${m[1]}x${m[2]}`) || n < 0 || !(SCENE_ART as readonly string[]).includes(art)) {
      return reply.code(404).send({ code: 404, msg: 'Not found', data: null });
    }
    return reply
      .code(200)
      .headers({
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=604800, stale-while-revalidate=86400',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      })
      .send(wallpaperSvg(art as SceneArt, n, Number(m[1]), Number(m[2])));
  });
}
