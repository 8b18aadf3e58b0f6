import type { SeedProvince, SeedStore } from '../types.ts';
import { t } from './helpers.ts';
import { storesEast } from './stores-east.ts';
import { storesSouthwest } from './stores-southwest.ts';

/** Provinces / municipalities / autonomous regions with a Yunling presence (approximate centroids). */
export const provinces: SeedProvince[] = [
  { code: 'yn', name: t('云南', 'Yunnan'), lat: 24.97, lng: 101.49 },
  { code: 'sc', name: t('四川', 'Sichuan'), lat: 30.63, lng: 102.69 },
  { code: 'cq', name: t('重庆', 'Chongqing'), lat: 30.06, lng: 107.87 },
  { code: 'xz', name: t('西藏', 'Tibet'), lat: 31.69, lng: 88.09 },
  { code: 'gd', name: t('广东', 'Guangdong'), lat: 23.34, lng: 113.42 },
  { code: 'fj', name: t('福建', 'Fujian'), lat: 26.08, lng: 117.98 },
  { code: 'bj', name: t('北京', 'Beijing'), lat: 40.19, lng: 116.41 },
  { code: 'sh', name: t('上海', 'Shanghai'), lat: 31.2, lng: 121.45 },
  { code: 'zj', name: t('浙江', 'Zhejiang'), lat: 29.16, lng: 120.09 },
  { code: 'js', name: t('江苏', 'Jiangsu'), lat: 32.97, lng: 119.46 },
  { code: 'sx', name: t('山西', 'Shanxi'), lat: 37.58, lng: 112.29 },
  { code: 'ah', name: t('安徽', 'Anhui'), lat: 31.83, lng: 117.23 },
  { code: 'hb', name: t('湖北', 'Hubei'), lat: 30.98, lng: 112.27 },
];

export const stores: SeedStore[] = [...storesSouthwest, ...storesEast];
