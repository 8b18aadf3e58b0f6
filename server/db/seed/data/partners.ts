import type { SeedPartner } from '../types.ts';
import { t } from './helpers.ts';

/** Fictional partners; example.com domains only. */
export const partners: SeedPartner[] = [
  { title: t('岭峰轮胎', 'Lingfeng Tyres'), url: 'https://lingfeng-tyres.example.com' },
  { title: t('锐擎制动系统', 'Ruiqing Braking Systems'), url: 'https://ruiqing-brakes.example.com' },
  { title: t('安途财产保险', 'Antu Insurance'), url: 'https://antu-insurance.example.com' },
  { title: t('云信汽车金融', 'Yunxin Motor Finance'), url: 'https://yunxin-finance.example.com' },
  { title: t('彩云之旅摩旅俱乐部', 'Caiyun Moto Tours'), url: 'https://caiyun-tours.example.com' },
  { title: t('全国摩托车公路超级联赛', 'National Road Racing Super League'), url: 'https://road-racing-league.example.com' },
  { title: t('先锋润滑油', 'Vanguard Lubricants'), url: 'https://vanguard-lubricants.example.com' },
];
