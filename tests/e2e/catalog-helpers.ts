import type { APIRequestContext } from '@playwright/test';
import { api } from './support.ts';

/** Visible labels the catalog journeys assert, per language. */
export const LABELS = {
  zh: {
    prefix: '',
    lang: 0 as const,
    chooseModel: '选择车型',
    news: '新闻资讯',
    afterSales: '售后服务',
    about: '关于我们',
    vehicle: '车辆参数',
    engine: '发动机参数',
    config: '基础配置',
    retail: '零售价',
    activity: '活动价',
    gallery: '媒体图库',
    specs: '规格',
    related: '猜你喜欢',
    compareTitle: '车型对比',
    addToCart: '加入购物车',
  },
  en: {
    prefix: '/en',
    lang: 1 as const,
    chooseModel: 'Choose your model',
    news: 'News',
    afterSales: 'After-sales service',
    about: 'About us',
    vehicle: 'Vehicle parameters',
    engine: 'Engine parameters',
    config: 'Basic configuration',
    retail: 'Retail price',
    activity: 'Activity price',
    gallery: 'Media gallery',
    specs: 'Specifications',
    related: 'You might be interested',
    compareTitle: 'Compare models',
    addToCart: 'Add to cart',
  },
} as const;

export type Lang = keyof typeof LABELS;

interface Summary {
  car_model_id: number;
  car_model_name: string;
}
interface Group {
  slug: string;
  name: string;
  children: { children: Summary[] }[];
}
interface Info extends Summary {
  versions: { id: number; name: string; retail_price: number }[];
  colors: { slug: string }[];
  related: Summary[];
}

/** The vehicle series groups, as the series page and the mega-menu see them. */
export async function seriesGroups(request: APIRequestContext, lang: 0 | 1): Promise<Group[]> {
  return (await api<Group[]>(request, 'api/car_info/get_cars_by_type', { type: 'vehicle_series', lang })).body.data;
}

/** A model of the first series with several versions, several colours and related models. */
export async function multiVersionModel(request: APIRequestContext, lang: 0 | 1): Promise<Info> {
  const [first] = await seriesGroups(request, lang);
  for (const m of first.children.flatMap((s) => s.children)) {
    const info = (await api<Info>(request, 'api/car_info/get_car_info', { car_model_id: m.car_model_id, lang })).body.data;
    if (info.versions.length > 1 && info.colors.length > 1 && info.related.length > 0) return info;
  }
  throw new Error('seed has no multi-version model in the first series');
}

/** The first goods item with variants of a kind. */
export async function goodsWithVariants(request: APIRequestContext, kind: 'parts' | 'equip', lang: 0 | 1) {
  const path = kind === 'parts' ? 'addons/litestore/api.goods/get_parts_goods_list' : 'addons/litestore/api.goods/get_cycle_equip_goods_list';
  const list = (await api<{ id: number; name: string; children: { id: number; name: string; stock: number }[] }[]>(request, path, { lang })).body
    .data;
  const item = list.find((g) => g.children.length > 1 && g.children.some((c) => c.stock > 0));
  if (!item) throw new Error(`no ${kind} goods with variants`);
  return item;
}
