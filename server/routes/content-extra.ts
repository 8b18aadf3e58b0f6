import type { FastifyInstance } from 'fastify';
import { defineCall } from '../lib/call.ts';
import { mediaUrl } from '../art/index.ts';
import { SCENE_ART, sceneSvg, type SceneArt } from '../art/scene.ts';
import { locText } from '../lib/messages.ts';
import { WALLPAPER_FORMATS, WALLPAPER_SCREENS, wallpaperDownloadUrl, wallpaperFileName, type WallpaperScreen } from '../raster/wallpaper.ts';

type Text = { zh: string; en: string };

/** Wallpaper sizes offered for download: the scene is vector art, re-cropped (never stretched) to each screen. */
export const WALLPAPER_SIZES = [
  { key: 'desktop', width: 2560, height: 1440 },
  { key: 'tablet', width: 2048, height: 2732 },
  { key: 'phone', width: 1179, height: 2556 },
] as const;

/** Film posters are portrait crops of the same scenes. */
const POSTER = { width: 800, height: 1200 } as const;

const FILMS: { id: string; art: SceneArt; seed: number; duration: string; title: Text; description: Text }[] = [
  {
    id: 'hengduan',
    art: 'mountain-road',
    seed: 212,
    duration: '03:42',
    title: { zh: 'AT 800 · 穿越横断山', en: 'AT 800: Across the Hengduan Mountains' },
    description: {
      zh: '七天、两千公里、十四座垭口。我们跟随两位车主，从大理出发，一路骑进横断山脉深处。',
      en: 'Seven days, 2,000 km and fourteen passes: two owners ride from Dali deep into the Hengduan Mountains.',
    },
  },
  {
    id: 'chenggong',
    art: 'factory',
    seed: 48,
    duration: '05:18',
    title: { zh: '呈贡智造：一台摩托车的诞生', en: 'Chenggong: How a Motorcycle Is Made' },
    description: {
      zh: '从铝锭到整车下线，走进呈贡智造基地的发动机线、涂装车间与 58 项终检。',
      en: 'From aluminium ingot to finished bike — inside the Chenggong engine line, paint shop and 58-point final inspection.',
    },
  },
  {
    id: 'season-2026',
    art: 'race-track',
    seed: 640,
    duration: '04:05',
    title: { zh: '云岭厂队 2026 赛季回顾', en: 'Yunling Factory Racing: the 2026 Season' },
    description: {
      zh: '沙漠里的冠军、赛道上的首冠，还有那些没能完赛的夜晚。',
      en: 'A desert win, a first title on track — and the nights when the bike didn’t make it to the finish.',
    },
  },
  {
    id: 'alxa-camp',
    art: 'desert',
    seed: 377,
    duration: '02:56',
    title: { zh: '阿拉善沙漠训练营', en: 'Alxa Desert Riding Camp' },
    description: {
      zh: '三天沙丘、一本路书：俱乐部会员在厂队车手指导下第一次驶入沙海。',
      en: 'Three days of dunes and one roadbook: club members ride into the sand for the first time, coached by factory riders.',
    },
  },
  {
    id: 'wind-tunnel',
    art: 'lab',
    seed: 91,
    duration: '03:10',
    title: { zh: '风洞里的 RR 1000', en: 'The RR 1000 in the Wind Tunnel' },
    description: {
      zh: '250 km/h 的风速下，定风翼如何让前轮更稳。研发工程师讲解空气动力学设计。',
      en: 'How winglets keep the front wheel planted at 250 km/h, explained by the engineers who designed them.',
    },
  },
  {
    id: 'night-ride',
    art: 'night-city',
    seed: 903,
    duration: '01:48',
    title: { zh: '春城夜骑', en: 'Kunming After Dark' },
    description: {
      zh: '圣诞夜，六十台云岭穿过翠湖与南屏街，灯火一路相随。',
      en: 'Christmas Eve: sixty Yunlings ride past Green Lake and Nanping Street, city lights all the way.',
    },
  },
];

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

/** Films (posters, running time, synopsis) and downloadable wallpapers for /videoWallpaper. */
export async function contentExtraRoutes(app: FastifyInstance): Promise<void> {
  defineCall<{ kind?: 'video' | 'wallpaper' }>(app, {
    path: 'api/content/video_pics',
    summary: 'Film posters and wallpapers; wallpapers list PNG and JPEG downloads per phone and desktop screen size',
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
        duration: f.duration,
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
