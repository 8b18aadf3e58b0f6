import type { I18nText, SeedGoods } from '../types.ts';
import { t } from './helpers.ts';
import { models } from './models.ts';

export type PartArt =
  'exhaust' | 'mirror' | 'seat' | 'luggage' | 'crashbar' | 'windscreen' | 'lever' | 'headlight' | 'footpeg' | 'phonemount' | 'tankbag' | 'skidplate';

const PART_CATEGORY: Record<PartArt, I18nText> = {
  exhaust: t('排气系统', 'Exhaust'),
  mirror: t('后视镜', 'Mirrors'),
  seat: t('座垫', 'Seats'),
  luggage: t('行李系统', 'Luggage'),
  crashbar: t('护杠', 'Crash Protection'),
  windscreen: t('风挡', 'Windscreens'),
  lever: t('操控部件', 'Levers & Controls'),
  headlight: t('灯具', 'Lighting'),
  footpeg: t('脚踏', 'Foot Pegs'),
  phonemount: t('手机支架', 'Phone Mounts'),
  tankbag: t('油箱包', 'Tank Bags'),
  skidplate: t('发动机护板', 'Skid Plates'),
};

export type Variant = SeedGoods['children'][number];

interface PartInput {
  slug: string;
  art: PartArt;
  pn: string;
  name: I18nText;
  description: I18nText;
  price: number;
  stock: number;
  hex: string;
  fits: string[];
  children?: Variant[];
}

/** For parts with variants, stock must equal the sum of the variants' stock (checked by the seed-data test). */
export const part = (p: PartInput): SeedGoods => ({
  slug: p.slug,
  kind: 'parts',
  category: PART_CATEGORY[p.art],
  name: p.name,
  description: p.description,
  purchasePrice: p.price,
  stock: p.stock,
  art: p.art,
  hex: p.hex,
  fitsModelSlugs: p.fits,
  partNumber: p.pn,
  children: p.children ?? [],
});

export const v = (slug: string, zh: string, en: string, purchasePrice: number, stock: number): Variant => ({
  slug,
  name: t(zh, en),
  purchasePrice,
  stock,
});

export type EquipArt = 'helmet' | 'jacket' | 'gloves' | 'boots' | 'pants' | 'backpack' | 'goggles' | 'rainsuit' | 'armor' | 'intercom';

const EQUIP_CATEGORY: Record<EquipArt, I18nText> = {
  helmet: t('头盔', 'Helmets'),
  jacket: t('骑行服', 'Jackets'),
  gloves: t('手套', 'Gloves'),
  boots: t('骑行靴', 'Boots'),
  pants: t('骑行裤', 'Pants'),
  backpack: t('背包', 'Backpacks'),
  goggles: t('风镜', 'Goggles'),
  rainsuit: t('雨具', 'Rainwear'),
  armor: t('护具', 'Protection'),
  intercom: t('通讯设备', 'Intercoms'),
};

interface EquipInput {
  slug: string;
  art: EquipArt;
  pn: string;
  name: I18nText;
  description: I18nText;
  hex: string;
  /** Either a flat price/stock, or variants (then price = cheapest variant, stock = sum of variants). */
  price?: number;
  stock?: number;
  children?: Variant[];
}

export const equip = (e: EquipInput): SeedGoods => {
  const children = e.children ?? [];
  const price = children.length ? Math.min(...children.map((c) => c.purchasePrice)) : e.price;
  const stock = children.length ? children.reduce((s, c) => s + c.stock, 0) : e.stock;
  if (price === undefined || stock === undefined) throw new Error(`equip ${e.slug}: price/stock missing`);
  return {
    slug: e.slug,
    kind: 'equip',
    category: EQUIP_CATEGORY[e.art],
    name: e.name,
    description: e.description,
    purchasePrice: price,
    stock,
    art: e.art,
    hex: e.hex,
    fitsModelSlugs: [],
    partNumber: e.pn,
    children,
  };
};

type Size = 'XS' | 'S' | 'M' | 'L' | 'XL' | 'XXL';

/** Clothing sizes; XXL costs `xxlExtra` more. */
export const sizes = (price: number, stock: Partial<Record<Size, number>>, xxlExtra = 0): Variant[] =>
  (Object.entries(stock) as [Size, number][]).map(([s, n]) => ({
    slug: s.toLowerCase(),
    name: t(`${s} 码`, `Size ${s}`),
    purchasePrice: s === 'XXL' ? price + xxlExtra : price,
    stock: n,
  }));

/** EU shoe sizes. */
export const shoe = (price: number, stock: Record<number, number>): Variant[] =>
  Object.entries(stock).map(([s, n]) => ({ slug: `eu-${s}`, name: t(`${s} 码`, `EU ${s}`), purchasePrice: price, stock: n }));

export const ADV = ['tr-250', 'rx-450', 'at-500', 'at-800', 'at-1250'];
export const NAKED = ['nk-250', 'nk-500', 'nk-650', 'nk-800', 'sf-1000'];
/** Everything with a tubular handlebar (i.e. not the clip-on sport bikes). */
export const HANDLEBAR = models.filter((m) => m.style !== 'sport' && m.slug !== 'cf-650').map((m) => m.slug);
