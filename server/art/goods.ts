/** Product-shot illustrations for the shop (600x600, product in the given colour). */
import { assertHex } from './color.ts';
import { GEAR_ART } from './goods/gear.ts';
import { goodsBg, goodsDefs, gpal } from './goods/kit.ts';
import { PART_ART } from './goods/parts.ts';

/** Every product illustration available to the shop. */
export type GoodsArt =
  | 'exhaust'
  | 'mirror'
  | 'seat'
  | 'luggage'
  | 'crashbar'
  | 'windscreen'
  | 'lever'
  | 'headlight'
  | 'footpeg'
  | 'phonemount'
  | 'tankbag'
  | 'skidplate'
  | 'helmet'
  | 'jacket'
  | 'gloves'
  | 'boots'
  | 'pants'
  | 'backpack'
  | 'goggles'
  | 'rainsuit'
  | 'armor'
  | 'intercom';

const ART: Record<GoodsArt, (p: ReturnType<typeof gpal>) => string> = { ...PART_ART, ...GEAR_ART };

/** All goods art names, in catalogue order. */
export const GOODS_ART: readonly GoodsArt[] = Object.keys(ART) as GoodsArt[];

/** Renders one product illustration; throws on an unknown art name or a malformed colour. */
export function goodsSvg(o: { art: GoodsArt; hex: string }): string {
  const c = assertHex(o.hex, 'hex');
  if (!Object.hasOwn(ART, o.art)) throw new Error('Unknown goods art');
  const p = gpal(c);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">${goodsDefs(p)}${goodsBg()}${ART[o.art](p)}</svg>`;
}
