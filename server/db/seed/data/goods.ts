import type { SeedGoods } from '../types.ts';
import { equipmentA } from './goods-equip-a.ts';
import { equipmentB } from './goods-equip-b.ts';
import { partsA } from './goods-parts-a.ts';
import { partsB } from './goods-parts-b.ts';

/** Modification parts (kind 'parts') followed by riding equipment (kind 'equip'). */
export const goods: SeedGoods[] = [...partsA, ...partsB, ...equipmentA, ...equipmentB];
