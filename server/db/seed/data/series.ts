import type { SeedSeries } from '../types.ts';
import { t } from './helpers.ts';

export const series: SeedSeries[] = [
  {
    slug: 'adventure',
    name: t('探索 ADV', 'Adventure'),
    tagline: t('山高路远，心之所向', 'Go where the map runs out'),
    weight: 10,
    subGroups: [
      { slug: 'adv-trail', name: t('TR 轻探索', 'TR Trail'), weight: 10 },
      { slug: 'adv-rally', name: t('RX 拉力', 'RX Rally'), weight: 20 },
      { slug: 'adv-touring', name: t('AT 长途探索', 'AT Adventure Touring'), weight: 30 },
    ],
  },
  {
    slug: 'sport',
    name: t('竞速 RR', 'Sport'),
    tagline: t('为赛道而生，为街道而驯', 'Born on the track, tamed for the street'),
    weight: 20,
    subGroups: [
      { slug: 'sport-rs', name: t('RS 公路运动', 'RS Sport'), weight: 10 },
      { slug: 'sport-rr', name: t('RR 超级跑车', 'RR Superbike'), weight: 20 },
      { slug: 'sport-st', name: t('ST 运动旅行', 'ST Sport Touring'), weight: 30 },
    ],
  },
  {
    slug: 'naked',
    name: t('街车', 'Naked'),
    tagline: t('去繁就简，纯粹驾趣', 'Stripped back. Pure riding.'),
    weight: 30,
    subGroups: [
      { slug: 'naked-nk', name: t('NK 街车', 'NK Roadster'), weight: 10 },
      { slug: 'naked-sf', name: t('SF 街霸', 'SF Streetfighter'), weight: 20 },
    ],
  },
  {
    slug: 'cruiser',
    name: t('巡航', 'Cruiser'),
    tagline: t('低趴从容，一路向远', 'Low, easy and built for the long way round'),
    weight: 40,
    subGroups: [
      { slug: 'cruiser-cr', name: t('CR 巡航', 'CR Cruiser'), weight: 10 },
      { slug: 'cruiser-bagger', name: t('BG 旅行巡航', 'BG Bagger'), weight: 20 },
    ],
  },
  {
    slug: 'scooter',
    name: t('踏板', 'Scooter'),
    tagline: t('城市通勤，轻松自在', 'Twist and go, anywhere in town'),
    weight: 50,
    subGroups: [
      { slug: 'scooter-city', name: t('UC 城市踏板', 'UC City'), weight: 10 },
      { slug: 'scooter-crossover', name: t('XT 跨界踏板', 'XT Crossover'), weight: 20 },
      { slug: 'scooter-maxi', name: t('MX 大踏板', 'MX Maxi'), weight: 30 },
    ],
  },
  {
    slug: 'heritage',
    name: t('复古', 'Heritage'),
    tagline: t('经典不老，骑行有腔调', 'Timeless lines, modern manners'),
    weight: 60,
    subGroups: [
      { slug: 'heritage-classic', name: t('CL 经典', 'CL Classic'), weight: 10 },
      { slug: 'heritage-scrambler', name: t('SC 攀爬', 'SC Scrambler'), weight: 20 },
      { slug: 'heritage-cafe', name: t('CF 咖啡骑士', 'CF Café Racer'), weight: 30 },
    ],
  },
];
