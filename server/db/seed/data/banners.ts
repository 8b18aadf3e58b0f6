import type { SeedBanner } from '../types.ts';
import { t } from './helpers.ts';

export const banners: SeedBanner[] = [
  {
    position: 'home',
    title: t('云岭 AT 800', 'Yunling AT 800'),
    subtitle: t('山高路远，心之所向。69,800 元起', 'Go where the map runs out. From 69,800 yuan'),
    art: 'mountain-road',
    link: '/vehicleModel?name=adventure',
  },
  {
    position: 'home',
    title: t('全新 SF 1000 街霸', 'The New SF 1000 Streetfighter'),
    subtitle: t('132 kW 直列四缸，点燃每一个路口', '132 kW inline-four for every junction'),
    art: 'night-city',
    link: '/vehicleModel?name=naked',
  },
  {
    position: 'home',
    title: t('RR 1000 · 为赛道而生', 'RR 1000: Born on the Track'),
    subtitle: t('154 kW，碳纤维定风翼，厂队同源技术', '154 kW, carbon winglets, factory-team technology'),
    art: 'race-track',
    link: '/vehicleModel?name=sport',
  },
  {
    position: 'home',
    title: t('加入云岭骑士俱乐部', 'Join the Yunling Riders Club'),
    subtitle: t('一群人，一起骑得更远', 'Ride further, together'),
    art: 'club-ride',
    link: '/club',
  },
  {
    position: 'app',
    title: t('云岭 App 3.0', 'Yunling App 3.0'),
    subtitle: t('车况、轨迹、保养预约，一手掌握', 'Bike status, ride logs and service booking in your pocket'),
    art: 'night-city',
    link: '/app',
  },
  {
    position: 'app',
    title: t('活动报名，一键搞定', 'Sign Up for Club Rides in One Tap'),
    subtitle: t('五一云南大环线火热报名中', 'May Day Yunnan Grand Loop — places filling fast'),
    art: 'club-ride',
    link: '/club',
  },
  {
    position: 'app',
    title: t('MX 大踏板', 'MX Maxi-scooters'),
    subtitle: t('通勤之余，说走就走。32,800 元起', 'Commute by day, escape at the weekend. From 32,800 yuan'),
    art: 'lake',
    link: '/vehicleModel?name=scooter',
  },
];
