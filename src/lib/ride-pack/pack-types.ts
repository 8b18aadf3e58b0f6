// The ride pack's shapes, shared by its call, its state and its panel.

/** The after-sales policy pages a pack may hold (server/ride-pack/pages.ts POLICY_PAGES). */
export type PolicyPage = 'afterSale' | 'specialService' | 'warrantyService' | 'upkeep' | 'usedCarService' | 'financialService';

/** What the rider chose to keep. */
export interface PackChoice {
  series: string[];
  /** Shop categories by key (api.goods/index `categories[].key`): their list pages and goods. */
  categories?: string[];
  /** Every goods item: packs saved before goods were chosen by category (still sent on Update). */
  allGoods?: boolean;
  provinces: number[];
  policies: PolicyPage[];
  langs: (0 | 1)[];
  /** Names shown in the pack's contents (kept with the pack: they are read offline). */
  labels?: { series: string[]; provinces: string[]; categories?: string[] };
}

/**
 * One file of a pack (the server's manifest lists them). `version` changes when the content does.
 * `script` is a build file the page lists for after its first paint: a chunk, or a style sheet its
 * markup does not use yet.
 */
export interface PackItem {
  url: string;
  kind: 'page' | 'api' | 'image' | 'script';
  bytes: number;
  version: string;
  /** The JSON body of an API call (its answer is stored under the worker's key for this body). */
  body?: string;
}

/** The server's answer for a choice. */
export interface PackManifest {
  items: PackItem[];
  pages: number;
  count: number;
  total_bytes: number;
  built_at: string;
}

/** What can be chosen (api/ride_pack/options), in the page's language. */
export interface PackOptions {
  series: { slug: string; name: string; models: number }[];
  goods_count: number;
  /** The shop's categories in its order, with their kind and how many goods each has. */
  categories: { key: string; kind: 'parts' | 'equip'; name: string; count: number }[];
  provinces: { id: number; name: string; store_count: number }[];
  policies: PolicyPage[];
  max_pages: number;
}

/** The screen a pack is built for: pictures are chosen as this browser would choose them. */
export interface PackScreen {
  width: number;
  dpr: number;
  format: 'avif' | 'webp' | 'jpg';
  save_data: 0 | 1;
}
