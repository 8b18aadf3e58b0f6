/** Shared builders for the seed content: colours, versions, models and stores. */
import type { SeedColor, SeedModel, SeedStore, SeedVersion, I18nText } from '../types.ts';
import { t } from './i18n.ts';
import { config, engine, vehicle, type ConfigSpec, type EngineSpec, type VehicleSpec } from './params.ts';

export { t } from './i18n.ts';
export * from './params.ts';

// ---------------------------------------------------------------- colours & versions

/** Brand colour palette; models pick 2-4 of these. */
const colour = (slug: string, zh: string, en: string, hex: string, accent: string): SeedColor => ({
  slug,
  name: t(zh, en),
  hex,
  accent,
});

export const C = {
  trackRed: colour('track-red', '赛道红', 'Track Red', 'c8102e', '1a1a1a'),
  obsidian: colour('obsidian-black', '曜石黑', 'Obsidian Black', '15171a', '5a5f66'),
  glacier: colour('glacier-white', '冰川白', 'Glacier White', 'eef1f4', 'c8102e'),
  mistBlue: colour('mist-blue', '雾霭蓝', 'Mist Blue', '6f8fa8', '2b3440'),
  dianchiBlue: colour('dianchi-blue', '滇池蓝', 'Dianchi Blue', '1d4e89', 'f2f2f2'),
  racingBlue: colour('racing-blue', '云岭竞技蓝', 'Yunling Racing Blue', '0047ab', 'ffd100'),
  jade: colour('jade-green', '翡翠绿', 'Jade Green', '1f7a5c', 'd9b45a'),
  cangshan: colour('cangshan-green', '苍山绿', 'Cangshan Green', '2f4f3a', 'c9b27c'),
  canyon: colour('canyon-orange', '峡谷橙', 'Canyon Orange', 'e06b1f', '222222'),
  lava: colour('lava-orange', '熔岩橙', 'Lava Orange', 'ff5a1f', '111111'),
  dune: colour('dune-khaki', '沙丘卡其', 'Dune Khaki', 'b59a6a', '3a3326'),
  titanium: colour('titanium-grey', '钛灰', 'Titanium Grey', '7d8289', '101214'),
  battleship: colour('matte-battleship', '哑光战舰灰', 'Matte Battleship Grey', '4a4f55', 'ff5a1f'),
  stoneForest: colour('stone-forest-grey', '石林灰', 'Stone Forest Grey', '8c8c84', '2a2a28'),
  gildedBlack: colour('gilded-black', '鎏金黑', 'Gilded Black', '1b1b1b', 'c9a24a'),
  camellia: colour('camellia-red', '山茶红', 'Camellia Red', 'a3162f', 'f3e9dc'),
  puer: colour('puer-brown', '普洱褐', "Pu'er Brown", '5b3a29', 'c8a27a'),
  pearl: colour('pearl-white', '珍珠白', 'Pearl White', 'f4f4f0', '9aa3ab'),
  blaze: colour('blaze-yellow', '烈焰黄', 'Blaze Yellow', 'ffcc00', '111111'),
  mint: colour('mint-green', '薄荷绿', 'Mint Green', '9fd8c4', 'ffffff'),
  blossom: colour('blossom-pink', '樱花粉', 'Blossom Pink', 'f2b5c4', 'ffffff'),
  lilac: colour('lilac-purple', '丁香紫', 'Lilac', '9b8ec4', 'f5f3fa'),
  cream: colour('cream-white', '奶油白', 'Cream', 'f3ead7', '8a6d4b'),
  midnight: colour('midnight-blue', '午夜蓝', 'Midnight Blue', '1b2a41', 'b8c4d6'),
  burgundy: colour('burgundy', '勃艮第红', 'Burgundy', '6d1a2b', 'd4af37'),
  snow: colour('jade-dragon-white', '玉龙雪白', 'Jade Dragon White', 'fafafa', '3c6e9f'),
} as const;

export const version = (
  slug: string,
  zh: string,
  en: string,
  retailPrice: number,
  activityPrice: number,
  paramOverrides: SeedVersion['paramOverrides'] = [],
): SeedVersion => ({ slug, name: t(zh, en), retailPrice, activityPrice, paramOverrides });

export const std = (retailPrice: number, activityPrice: number, paramOverrides: SeedVersion['paramOverrides'] = []) =>
  version('standard', '标准版', 'Standard', retailPrice, activityPrice, paramOverrides);

// ---------------------------------------------------------------- models

export type ModelInput = Omit<SeedModel, 'cc' | 'retailPrice' | 'activityPrice' | 'vehicleParams' | 'engineParams' | 'basicConfig'> & {
  vehicle: VehicleSpec;
  engine: EngineSpec;
  config: ConfigSpec;
};

/** Builds a model; cc and prices are derived (cc from the engine, prices from the first version). */
export const model = (m: ModelInput): SeedModel => {
  const { vehicle: v, engine: e, config: c, ...rest } = m;
  const first = rest.versions[0];
  if (!first) throw new Error(`model ${rest.slug} needs at least one version`);
  return {
    ...rest,
    cc: e.cc,
    retailPrice: first.retailPrice,
    activityPrice: first.activityPrice,
    vehicleParams: vehicle(v),
    engineParams: engine(e),
    basicConfig: config(c),
  };
};

// ---------------------------------------------------------------- stores

export const HOURS = {
  daily: t('周一至周日 9:00–18:00', 'Mon–Sun 9:00–18:00'),
  late: t('周一至周日 9:30–20:00', 'Mon–Sun 9:30–20:00'),
  closedMon: t('周二至周日 9:00–18:30（周一休息）', 'Tue–Sun 9:00–18:30 (closed Mondays)'),
  weekdays: t('周一至周六 9:00–18:00，周日 10:00–17:00', 'Mon–Sat 9:00–18:00, Sun 10:00–17:00'),
  plateau: t('周一至周六 10:00–18:30（5–10 月每日营业）', 'Mon–Sat 10:00–18:30 (daily May–October)'),
} as const;

export type StoreService = SeedStore['services'][number];
export const ALL_SERVICES: StoreService[] = ['sales', 'service', 'parts', 'test_drive', 'rental'];
export const DEALER: StoreService[] = ['sales', 'service', 'parts', 'test_drive'];
export const SERVICE_ONLY: StoreService[] = ['service', 'parts'];

export const store = (
  slug: string,
  provinceCode: string,
  city: I18nText,
  name: I18nText,
  address: I18nText,
  phone: string,
  hours: I18nText,
  services: StoreService[],
  lat: number,
  lng: number,
): SeedStore => ({ slug, provinceCode, city, name, address, phone, hours, services, lat, lng });
