import type { BikeStyle } from '../art/motorcycle.ts';
import type { SceneArt } from '../art/scene.ts';

type Text = { zh: string; en: string };

/** One film: the scenes its frames are drawn from, the bike it shows, and its text in both languages. */
export interface FilmSpec {
  id: string;
  art: SceneArt;
  seed: number;
  /** A second scene (seed) for the middle shot, so the film is not one picture zoomed. */
  seed2: number;
  bike: { style: BikeStyle; hex: string; accent: string };
  title: Text;
  description: Text;
}

/**
 * The films of /videoWallpaper. Their video files are short clips rendered at build time from the
 * project's own artwork (scripts/gen-films.ts); the real running time comes from that build.
 */
export const FILMS: readonly FilmSpec[] = [
  {
    id: 'hengduan',
    art: 'mountain-road',
    seed: 212,
    seed2: 218,
    bike: { style: 'adventure', hex: 'c8102e', accent: 'c9a227' },
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
    seed2: 52,
    bike: { style: 'naked', hex: '1d3c78', accent: 'c9a227' },
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
    seed2: 646,
    bike: { style: 'sport', hex: 'c8102e', accent: 'f4f1ea' },
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
    seed2: 381,
    bike: { style: 'adventure', hex: 'e0a526', accent: '0f1b2d' },
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
    seed2: 97,
    bike: { style: 'sport', hex: 'f4f1ea', accent: 'c8102e' },
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
    seed2: 909,
    bike: { style: 'cruiser', hex: '2a2f36', accent: 'c9a227' },
    title: { zh: '春城夜骑', en: 'Kunming After Dark' },
    description: {
      zh: '圣诞夜，六十台云岭穿过翠湖与南屏街，灯火一路相随。',
      en: 'Christmas Eve: sixty Yunlings ride past Green Lake and Nanping Street, city lights all the way.',
    },
  },
];

/** Where the build puts the films, below the site root (public/ in development, dist/ when built). */
export const FILMS_DIR = 'generated/films';

/** What the build produced for one film (written by scripts/gen-films.ts into films.json). */
export interface FilmFiles {
  seconds: number;
  mp4: { file: string; bytes: number };
  webm?: { file: string; bytes: number };
  poster: string;
  captions: { zh: string; en: string };
}

/** The manifest the build writes next to the films: film id → its files. */
export type FilmManifest = Record<string, FilmFiles>;
