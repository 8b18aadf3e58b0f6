/** Per-style geometry for the front, rear and cockpit views (800x500, centre x=400, ground y=440). */
import type { BikeStyle } from '../../db/seed/types.ts';

/** Shape vocabulary shared by the non-side views. */
export interface ViewSpec {
  /** Front wheel [height, width] and rear tyre width, in px. */
  wheel: [number, number];
  rearW: number;
  /** y of the top triple clamp. */
  head: number;
  /** Handlebar [y, half-width]. */
  bar: [number, number];
  /** Tank [top y, half-width]. */
  tank: [number, number];
  /** Engine [top y, half-width]. */
  engine: [number, number];
  face: 'beak' | 'slit' | 'round' | 'led' | 'apron' | 'classic';
  tail: 'rack' | 'sport' | 'fender' | 'short' | 'scooter' | 'round';
  /** Windscreen top y (0 = none). */
  screen: number;
  dash: 'tft' | 'race' | 'tank' | 'compact' | 'wide' | 'twin';
  /** Seat top y seen from behind. */
  seat: number;
  /** Magnification of the front/rear views around the ground centre. */
  zoom: number;
  guards?: boolean;
  crash?: boolean;
  chrome?: boolean;
}

/** View geometry for each bike style. */
export const SPECS: Record<BikeStyle, ViewSpec> = {
  adventure: {
    wheel: [232, 34],
    rearW: 46,
    head: 168,
    bar: [150, 150],
    tank: [176, 112],
    engine: [300, 78],
    face: 'beak',
    tail: 'rack',
    screen: 50,
    dash: 'tft',
    seat: 196,
    guards: true,
    crash: true,
    zoom: 1.05,
  },
  sport: {
    wheel: [196, 40],
    rearW: 62,
    head: 214,
    bar: [214, 92],
    tank: [200, 96],
    engine: [300, 70],
    face: 'slit',
    tail: 'sport',
    screen: 150,
    dash: 'race',
    seat: 228,
    zoom: 1.25,
  },
  cruiser: {
    wheel: [206, 48],
    rearW: 70,
    head: 196,
    bar: [128, 156],
    tank: [200, 92],
    engine: [296, 88],
    face: 'round',
    tail: 'fender',
    screen: 0,
    dash: 'tank',
    seat: 254,
    chrome: true,
    zoom: 1.12,
  },
  naked: {
    wheel: [196, 40],
    rearW: 60,
    head: 200,
    bar: [166, 148],
    tank: [186, 104],
    engine: [290, 92],
    face: 'led',
    tail: 'short',
    screen: 0,
    dash: 'compact',
    seat: 222,
    zoom: 1.2,
  },
  scooter: {
    wheel: [150, 40],
    rearW: 48,
    head: 150,
    bar: [150, 122],
    tank: [230, 70],
    engine: [330, 60],
    face: 'apron',
    tail: 'scooter',
    screen: 58,
    dash: 'wide',
    seat: 230,
    zoom: 1.15,
  },
  retro: {
    wheel: [204, 36],
    rearW: 46,
    head: 200,
    bar: [176, 136],
    tank: [190, 96],
    engine: [290, 86],
    face: 'classic',
    tail: 'round',
    screen: 0,
    dash: 'twin',
    seat: 218,
    chrome: true,
    zoom: 1.2,
  },
};
