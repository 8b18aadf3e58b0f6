/** Shapes of the catalog calls' answers (server/routes/car-info.ts, litestore.ts, company.ts, content.ts). */

/** A colour as listed on a model summary. */
export interface ModelColor {
  slug: string;
  name: string;
  hex: string;
}

/** The list form of a model (menus, series pages, recommendations, related models). */
export interface ModelSummary {
  car_model_id: number;
  slug: string;
  car_model_name: string;
  model_name: string;
  description: string;
  pc_publicize_pic: string;
  style: string;
  cc: number;
  retail_price: number;
  activity_price: number;
  colors: ModelColor[];
}

/**
 * The form of a model in the menu call (get_cars_by_type): what the mega-menu, the series pages and the
 * footer show. The server leaves out the colours, slug and the second name spelling to keep the call small.
 */
export type MenuModel = Omit<ModelSummary, 'slug' | 'model_name' | 'colors'> & Partial<Pick<ModelSummary, 'slug' | 'model_name' | 'colors'>>;

/** One picture of a model in one colour (side, front, rear, detail, scene). */
export interface ModelPic {
  kind: string;
  url: string;
}

/** A labelled parameter row; `key` is the stable (English) label the compare view lines rows up by. */
export interface ParamRow {
  key: string;
  label: string;
  value: string;
}

/** A version (trim) with its own prices. */
export interface ModelVersion {
  id: number;
  slug: string;
  name: string;
  retail_price: number;
  activity_price: number;
}

/** The three parameter tables of a model or version. */
export interface ParamTables {
  vehicle_params: ParamRow[];
  engine_params: ParamRow[];
  basic_config: ParamRow[];
}

/** Full model detail from api/car_info/get_car_info. */
export interface CarInfo extends Omit<ModelSummary, 'colors'>, ParamTables {
  highlights: string[];
  series: { id: number; slug: string; name: string } | null;
  colors: (ModelColor & { accent: string; pics: ModelPic[] })[];
  versions: ModelVersion[];
  related: ModelSummary[];
}

/** A version's prices and parameters from api/car_info/car_version_params. */
export interface VersionParams extends ParamTables {
  version: ModelVersion;
}

/** A home hero banner. */
export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  link: string;
}

/** A news list item. */
export interface NewsItem {
  id: number;
  column_id: number;
  title: string;
  summary: string;
  cover: string;
  published_at: string;
}

/** A page of news from api/content/lists. */
export interface NewsPage {
  list: NewsItem[];
  total: number;
  page: number;
  page_size: number;
  has_more: boolean;
}

/** A goods variant (size, colour). */
export interface GoodsVariant {
  id: number;
  name: string;
  purchasePrice: string;
  price_cents: number;
  stock: number;
}

/** Goods detail from addons/litestore/api.goods/detail. */
export interface GoodsDetail {
  id: number;
  name: string;
  title: string;
  top_pic: string;
  mainImgUrl: string;
  purchasePrice: string;
  price_cents: number;
  category: string;
  stock: number;
  part_number: string;
  children: GoodsVariant[];
  description: string;
  fits: { car_model_id: number; name: string }[];
}
