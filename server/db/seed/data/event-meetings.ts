import type { I18nText } from '../types.ts';
import { t } from './i18n.ts';

/** Where and how a club event meets: what a member needs on the road, with no signal. */
export interface SeedEventMeeting {
  address: I18nText;
  lat: number;
  lng: number;
  bring: I18nText;
  organiser: I18nText;
  organiserPhone: string;
}

const PROVING_GROUND = {
  address: t('云南省昆明市呈贡区云岭路 8 号 云岭呈贡试验场', 'Yunling Chenggong Proving Ground, 8 Yunling Road, Chenggong District, Kunming, Yunnan'),
  lat: 24.8874,
  lng: 102.8213,
};
const PLANT = {
  address: t('云南省昆明市呈贡区智造大道 1 号 云岭呈贡智造基地', 'Yunling Chenggong Plant, 1 Zhizao Avenue, Chenggong District, Kunming, Yunnan'),
  lat: 24.8806,
  lng: 102.8302,
};
const TRACK_KIT = t(
  '连体或分体拉链皮衣、全盔、赛道手套与护具；身份证与驾驶证。',
  'One-piece or zip-together leathers, full-face helmet, track gloves and armour; ID card and licence.',
);
const TRACK_DESK = t('云岭车友会赛道部 · 李娜', 'Li Na, Yunling Riders Club track desk');

/** Meeting point (address and coordinates), what to bring and the organiser's contact, by event slug. */
export const eventMeetings: Record<string, SeedEventMeeting> = {
  'dianchi-sunrise-ride-2025': {
    address: t('云南省昆明市西山区海埂大坝东入口', 'East entrance, Haigeng Dam, Xishan District, Kunming, Yunnan'),
    lat: 24.9575,
    lng: 102.6578,
    bring: t('头盔、手套、保暖外套与反光背心；加满油到场。', 'Helmet, gloves, a warm jacket and a reflective vest; arrive with a full tank.'),
    organiser: t('昆明春城队 · 王磊', 'Wang Lei, Kunming Spring City Team'),
    organiserPhone: '+86 871 6512 3401',
  },
  'lijiang-shangrila-2025': {
    address: t('云南省丽江市古城区新大街 古城北门广场', 'North Gate Square, Xin Street, Old Town, Lijiang, Yunnan'),
    lat: 26.8769,
    lng: 100.2344,
    bring: t(
      '高原防寒衣物、雨衣、常用药品与身份证；行李每人一件交保障车。',
      'Cold-weather and rain gear, personal medicines and ID; one bag per rider for the support vehicle.',
    ),
    organiser: t('丽江玉龙队 · 和晓峰', 'He Xiaofeng, Lijiang Jade Dragon Team'),
    organiserPhone: '+86 888 5123 402',
  },
  'track-day-autumn-2025': { ...PROVING_GROUND, bring: TRACK_KIT, organiser: TRACK_DESK, organiserPhone: '+86 871 6512 3403' },
  'beginner-camp-spring-2026': {
    address: t(
      '四川省成都市高新区天府大道中段 1366 号 天府旗舰店',
      'Tianfu Flagship Store, 1366 Middle Tianfu Avenue, High-tech Zone, Chengdu, Sichuan',
    ),
    lat: 30.5408,
    lng: 104.0662,
    bring: t(
      '头盔、手套、长裤与高帮鞋；驾驶证（或学习驾驶证明）。',
      'Helmet, gloves, long trousers and ankle boots; your licence or learner’s permit.',
    ),
    organiser: t('成都天府队 · 陈静', 'Chen Jing, Chengdu Tianfu Team'),
    organiserPhone: '+86 28 8512 3404',
  },
  'owners-festival-2026': {
    ...PLANT,
    bring: t('会员卡或报名短信；同行家属的身份证。', 'Membership card or sign-up text message; your guest’s ID card.'),
    organiser: t('云岭车友会总部 · 赵敏', 'Zhao Min, Yunling Riders Club office'),
    organiserPhone: '+86 871 6512 3400',
  },
  'xishuangbanna-winter-ride': {
    address: t('云南省西双版纳州景洪市告庄西双景 大金塔广场', 'Golden Pagoda Square, Gaozhuang Xishuangjing, Jinghong, Xishuangbanna, Yunnan'),
    lat: 21.9962,
    lng: 100.7869,
    bring: t(
      '护照或身份证（边境口岸）、防蚊用品、雨衣与防晒用品。',
      'Passport or ID (border crossing), insect repellent, rain gear and sun protection.',
    ),
    organiser: t('西双版纳雨林队 · 岩温', 'Yan Wen, Xishuangbanna Rainforest Team'),
    organiserPhone: '+86 691 2123 406',
  },
  'kunming-night-ride-christmas': {
    address: t(
      '云南省昆明市西山区滇池路 1288 号 云岭滇池旗舰店',
      'Yunling Dianchi Flagship Store, 1288 Dianchi Road, Xishan District, Kunming, Yunnan',
    ),
    lat: 24.9816,
    lng: 102.6893,
    bring: t('反光背心或反光贴、头盔、保暖手套；车灯须完好。', 'A reflective vest or tape, helmet and warm gloves; working lights on your bike.'),
    organiser: t('昆明春城队 · 王磊', 'Wang Lei, Kunming Spring City Team'),
    organiserPhone: '+86 871 6512 3401',
  },
  'one-to-one-offroad-coaching': {
    address: t(
      '云南省昆明市呈贡区云岭路 8 号 试验场越野区（北门进入）',
      'Off-road area, Yunling Chenggong Proving Ground (north gate), 8 Yunling Road, Kunming, Yunnan',
    ),
    lat: 24.8912,
    lng: 102.8247,
    bring: t(
      '越野头盔、护目镜、越野靴与护甲；教学车由俱乐部提供。',
      'Off-road helmet, goggles, motocross boots and body armour; the club provides the training bike.',
    ),
    organiser: t('厂队拉力组 · 杨骁', 'Yang Xiao, factory rally team'),
    organiserPhone: '+86 871 6512 3408',
  },
  'dali-lantern-festival-ride': {
    address: t('云南省大理市大理古城复兴路 南门（承恩门）', 'South Gate (Cheng’en Gate), Fuxing Road, Dali Old Town, Dali, Yunnan'),
    lat: 25.6883,
    lng: 100.1626,
    bring: t(
      '头盔、手套、保暖外套与头灯；晚上骑行请带反光装备。',
      'Helmet, gloves, a warm jacket and a head torch; reflective gear for the evening.',
    ),
    organiser: t('大理苍洱队 · 段云', 'Duan Yun, Dali Cang’er Team'),
    organiserPhone: '+86 872 2123 409',
  },
  'alxa-desert-camp-2027': {
    address: t('内蒙古阿拉善盟阿拉善左旗巴彦浩特镇 王府广场', 'Prince’s Palace Square, Bayanhot, Alxa Left Banner, Inner Mongolia'),
    lat: 38.8393,
    lng: 105.6706,
    bring: t(
      '越野装备、睡袋、头灯、3 升饮水袋与 GPS 设备；身份证。',
      'Off-road kit, sleeping bag, head torch, a 3-litre hydration pack and GPS; ID card.',
    ),
    organiser: t('云岭越野部 · 巴特尔', 'Bater, Yunling off-road desk'),
    organiserPhone: '+86 483 8123 410',
  },
  'track-day-spring-2027': { ...PROVING_GROUND, bring: TRACK_KIT, organiser: TRACK_DESK, organiserPhone: '+86 871 6512 3403' },
  'yunnan-grand-loop-2027': {
    ...PLANT,
    bring: t(
      '驾驶证、行驶证、身份证，雨衣与五天换洗衣物；出发前完成车辆保养。',
      'Licence, registration and ID, rain gear and clothes for five days; have your bike serviced before the start.',
    ),
    organiser: t('云岭车友会总部 · 赵敏', 'Zhao Min, Yunling Riders Club office'),
    organiserPhone: '+86 871 6512 3400',
  },
};

/** The columns an event's meeting data fills (empty text and no coordinates for an unknown slug). */
export function meetingColumns(slug: string) {
  const m = eventMeetings[slug];
  return {
    meeting_address_zh: m?.address.zh ?? '',
    meeting_address_en: m?.address.en ?? '',
    meeting_lat: m?.lat ?? null,
    meeting_lng: m?.lng ?? null,
    bring_zh: m?.bring.zh ?? '',
    bring_en: m?.bring.en ?? '',
    organiser_zh: m?.organiser.zh ?? '',
    organiser_en: m?.organiser.en ?? '',
    organiser_phone: m?.organiserPhone ?? '',
  };
}
