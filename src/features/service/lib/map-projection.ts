/**
 * The store map's own geometry: a coarse outline of China (lng, lat), projected equirectangularly
 * with the longitude scaled by cos 35° so mid-latitude shapes keep their proportions. The map is
 * a dot grid inside the outline, drawn as SVG by the page: no tiles, no map service.
 */

export type LngLat = readonly [number, number];

const LNG0 = 73;
const LAT0 = 54;
const SCALE = 10;
const COS_MID = Math.cos((35 * Math.PI) / 180);

/** Map units: the full outline fits in 0 0 MAP_WIDTH MAP_HEIGHT. */
export const MAP_WIDTH = 512;
export const MAP_HEIGHT = 370;

/** Mainland outline, counter-clockwise from the western tip (a deliberately coarse sketch). */
export const MAINLAND: LngLat[] = [
  [73.6, 39.4],
  [75.0, 40.4],
  [76.5, 40.4],
  [78.2, 41.2],
  [80.2, 42.1],
  [80.2, 43.0],
  [80.8, 44.8],
  [82.5, 45.4],
  [83.0, 47.2],
  [85.5, 47.1],
  [86.6, 48.6],
  [87.8, 49.1],
  [88.9, 48.1],
  [90.9, 46.4],
  [90.9, 45.3],
  [93.5, 45.0],
  [95.3, 44.3],
  [96.4, 42.7],
  [100.8, 42.7],
  [104.5, 41.9],
  [106.8, 42.3],
  [109.3, 42.4],
  [112.0, 43.7],
  [113.6, 44.7],
  [116.7, 46.4],
  [119.9, 46.7],
  [118.5, 47.9],
  [115.6, 47.9],
  [116.7, 49.8],
  [117.9, 49.5],
  [119.2, 50.3],
  [120.1, 51.7],
  [121.5, 53.3],
  [123.6, 53.5],
  [125.7, 52.9],
  [126.6, 51.8],
  [127.6, 49.8],
  [130.0, 48.9],
  [130.8, 47.7],
  [132.5, 47.7],
  [134.7, 48.3],
  [134.0, 47.3],
  [133.1, 45.1],
  [131.9, 45.2],
  [131.0, 44.8],
  [131.2, 43.5],
  [130.6, 42.4],
  [129.6, 42.4],
  [128.1, 41.9],
  [126.6, 41.7],
  [125.0, 40.5],
  [124.3, 39.9],
  [121.6, 38.9],
  [122.2, 40.6],
  [121.1, 40.9],
  [119.6, 39.9],
  [117.7, 39.0],
  [117.9, 38.3],
  [119.0, 37.8],
  [119.4, 37.1],
  [121.4, 37.5],
  [122.6, 37.4],
  [120.3, 36.1],
  [119.5, 35.2],
  [119.4, 34.6],
  [120.5, 33.0],
  [121.9, 31.7],
  [121.9, 30.9],
  [121.0, 30.3],
  [121.9, 29.9],
  [121.5, 28.6],
  [120.6, 27.6],
  [119.6, 26.0],
  [118.1, 24.5],
  [116.7, 23.3],
  [114.1, 22.5],
  [113.6, 22.2],
  [111.5, 21.6],
  [110.2, 20.3],
  [109.7, 21.5],
  [108.1, 21.5],
  [106.7, 22.8],
  [105.3, 23.3],
  [103.9, 22.5],
  [102.5, 22.8],
  [101.7, 21.2],
  [100.1, 21.5],
  [99.2, 22.1],
  [99.5, 22.9],
  [98.7, 23.9],
  [97.6, 23.9],
  [98.7, 25.6],
  [98.1, 26.5],
  [98.7, 27.6],
  [97.5, 28.3],
  [96.1, 29.3],
  [94.0, 27.6],
  [92.0, 26.9],
  [89.6, 28.0],
  [88.0, 27.9],
  [85.9, 28.2],
  [84.0, 28.9],
  [82.0, 30.1],
  [81.0, 30.3],
  [79.5, 31.0],
  [78.8, 32.5],
  [79.5, 33.3],
  [78.3, 34.6],
  [78.0, 35.5],
  [77.0, 35.6],
  [75.8, 36.5],
  [74.6, 37.2],
  [75.0, 38.4],
];

export const HAINAN: LngLat[] = [
  [108.6, 19.2],
  [110.0, 20.1],
  [111.0, 19.6],
  [110.0, 18.2],
  [108.7, 18.5],
];
export const TAIWAN: LngLat[] = [
  [120.1, 23.0],
  [121.0, 25.3],
  [121.9, 25.0],
  [121.0, 22.0],
  [120.2, 22.5],
];

/** The land shapes the dot grid fills. */
export const LAND: LngLat[][] = [MAINLAND, HAINAN, TAIWAN];

/** Projects a coordinate to map units. */
export function project(lat: number, lng: number): { x: number; y: number } {
  return { x: (lng - LNG0) * COS_MID * SCALE, y: (LAT0 - lat) * SCALE };
}

/** Even-odd point-in-polygon test on raw coordinates. */
export function insidePolygon(lng: number, lat: number, poly: readonly LngLat[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Dot positions (map units) on an even grid, `spacing` units apart, inside the land shapes (and `box`, when given). */
export function landDots(spacing = 8, box: readonly [number, number, number, number] = [0, 0, MAP_WIDTH, MAP_HEIGHT]): { x: number; y: number }[] {
  const dots: { x: number; y: number }[] = [];
  const [bx, by, bw, bh] = box;
  // Aligned to the grid, so panning never makes the dots swim.
  const start = (v: number) => Math.max(spacing / 2, Math.ceil((v - spacing / 2) / spacing) * spacing + spacing / 2);
  for (let y = start(by); y < Math.min(MAP_HEIGHT, by + bh); y += spacing) {
    for (let x = start(bx); x < Math.min(MAP_WIDTH, bx + bw); x += spacing) {
      const lat = LAT0 - y / SCALE;
      const lng = LNG0 + x / (COS_MID * SCALE);
      if (LAND.some((poly) => insidePolygon(lng, lat, poly))) dots.push({ x, y });
    }
  }
  return dots;
}

/** An SVG path of the outline (for a faint coastline stroke under the dots). */
export function outlinePath(poly: readonly LngLat[]): string {
  return `${poly
    .map(([lng, lat], i) => {
      const { x, y } = project(lat, lng);
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join('')}Z`;
}

/** A view box (x, y, w, h) around points, padded, no smaller than `minWidth`, in the map's aspect ratio. */
export function fitViewBox(points: readonly { x: number; y: number }[], pad = 24, minWidth = 90): [number, number, number, number] {
  if (points.length === 0) return [0, 0, MAP_WIDTH, MAP_HEIGHT];
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const aspect = MAP_HEIGHT / MAP_WIDTH;
  let w = Math.max(minWidth, Math.max(...xs) - Math.min(...xs) + pad * 2);
  let h = Math.max(...ys) - Math.min(...ys) + pad * 2;
  if (h > w * aspect) w = h / aspect;
  h = w * aspect;
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
  return [cx - w / 2, cy - h / 2, w, h];
}
