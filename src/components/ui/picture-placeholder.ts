/**
 * A picture's placeholder before its bytes arrive: a two-tone vertical gradient close to the
 * photograph's own top and bottom colours (measured from the rendered artwork), so the space the
 * width/height attributes reserve is never a white hole and the picture fades in over something like
 * itself. Zero bytes on the wire: it is derived from the picture's URL.
 */

/** Top and bottom colours of each banner scene, averaged over seeds. */
const SCENES: Record<string, readonly [string, string]> = {
  'mountain-road': ['#8695b6', '#4f596e'],
  factory: ['#7e7c73', '#31363d'],
  'race-track': ['#7c7f84', '#717972'],
  'club-ride': ['#827f86', '#524e58'],
  expo: ['#251e32', '#1e232f'],
  workshop: ['#cdc2b2', '#847670'],
  'night-city': ['#1e2034', '#232434'],
  desert: ['#545575', '#d9ac77'],
  lake: ['#614d64', '#615261'],
  'snow-pass': ['#9b9194', '#c3c6c9'],
  lab: ['#c7cbcf', '#979ba1'],
  dealer: ['#686373', '#b2aaa1'],
};

const STUDIO: readonly [string, string] = ['#f1ede6', '#d9d3c7'];
const DUSK_ROAD: readonly [string, string] = ['#2e2646', '#3b3044'];

/** The CSS background standing in for the picture of artwork key `source` (`scene/lake/233`). */
export function placeholderFor(source: string): string {
  const [kind, a, b] = source.split('/');
  const [top, bottom] = kind === 'scene' ? (SCENES[a ?? ''] ?? STUDIO) : kind === 'moto' && b === 'scene' ? DUSK_ROAD : STUDIO;
  return `linear-gradient(${top}, ${bottom})`;
}
