/** Wide banner scenes (1600x700) for hero banners, news covers and club events. */
import { dealer, expo, factory, lab, workshop } from './scenes/indoor.ts';
import { clubRide, desert, lake, mountainRoad, nightCity, raceTrack, snowPass } from './scenes/outdoor.ts';

/** Every banner scene available. */
export type SceneArt =
  'mountain-road' | 'factory' | 'race-track' | 'club-ride' | 'expo' | 'workshop' | 'night-city' | 'desert' | 'lake' | 'snow-pass' | 'lab' | 'dealer';

const ART: Record<SceneArt, (seed: number) => string> = {
  'mountain-road': mountainRoad,
  factory,
  'race-track': raceTrack,
  'club-ride': clubRide,
  expo,
  workshop,
  'night-city': nightCity,
  desert,
  lake,
  'snow-pass': snowPass,
  lab,
  dealer,
};

/** All scene names, in a stable order. */
export const SCENE_ART: readonly SceneArt[] = Object.keys(ART) as SceneArt[];

/** Renders one banner; `seed` (0..999) varies colours and time of day. Throws on bad input. */
export function sceneSvg(o: { art: SceneArt; seed: number }): string {
  if (!Object.hasOwn(ART, o.art)) throw new Error('Unknown scene art');
  if (!Number.isInteger(o.seed) || o.seed < 0 || o.seed > 999) throw new Error('Seed must be an integer 0..999');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 700" width="1600" height="700" preserveAspectRatio="xMidYMid slice">${ART[o.art](o.seed)}</svg>`;
}
