import type { I18nText } from '../types.ts';
import { t } from './helpers.ts';

export interface TitledText {
  title: I18nText;
  text: I18nText;
}

export interface ClubRegion {
  /** Province code from stores.ts, or 'overseas'. */
  code: string;
  region: I18nText;
  teams: I18nText[];
}

export interface ClubChannel {
  kind: 'video' | 'public-account' | 'short-video';
  /** Social icon name understood by server/art (mediaUrl.social). */
  icon: 'wechat' | 'weibo' | 'douyin' | 'bilibili' | 'youtube' | 'instagram';
  platform: I18nText;
  account: I18nText;
  description: I18nText;
}

export interface ClubContent {
  name: I18nText;
  founded: number;
  slogan: I18nText;
  letter: { title: I18nText; salutation: I18nText; paragraphs: I18nText[]; signature: I18nText };
  overview: { intro: I18nText; pillars: TitledText[] };
  handbook: { requirements: I18nText[]; obligations: I18nText[]; benefits: I18nText[]; rules: I18nText[] };
  regions: ClubRegion[];
  channels: ClubChannel[];
}

const teams = (...list: [string, string][]): I18nText[] => list.map(([zh, en]) => t(zh, en));

export const club: ClubContent = {
  name: t('云岭骑士俱乐部', 'Yunling Riders Club'),
  founded: 2022,
  slogan: t('一群人，一起骑得更远', 'Ride further, together'),
  letter: {
    title: t('致云岭骑士的一封信', 'A Letter to Yunling Riders'),
    salutation: t('亲爱的骑士朋友：', 'Dear fellow riders,'),
    paragraphs: [
      t(
        '你好！感谢你选择云岭。从 1982 年滇池边的一间修理作坊开始，我们始终相信，摩托车不只是一件交通工具，更是一种与山河相遇、与自己对话的方式。',
        'Thank you for choosing Yunling. Ever since we started out as a small repair shop by Dianchi Lake in 1982, we have believed that a motorcycle is more than a way of getting around — it is a way of meeting the mountains and rivers, and of getting to know yourself.',
      ),
      t(
        '2022 年，云岭骑士俱乐部正式成立。我们希望为每一位云岭车主提供一个温暖的“家”：在这里，你能找到一起出发的伙伴，学到更扎实的骑行技术，也能把你的爱车打造成独一无二的样子。',
        'In 2022 we founded the Yunling Riders Club to give every Yunling owner a place to belong: somewhere to find friends to ride with, build real riding skills and make your bike truly your own.',
      ),
      t(
        '骑得远，首先要骑得安全。俱乐部的每一次活动，都有经过认证的领队、完善的路线规划与保障车辆。我们也恳请每一位会员：戴好头盔，穿好护具，遵守交规，让每一次出发都能平安归来。',
        'Riding far starts with riding safe. Every club event has certified ride leaders, a planned route and support vehicles. We ask every member in return to wear a helmet and protective gear and to respect the rules of the road, so that every ride ends safely at home.',
      ),
      t(
        '路还很长，风景正好。期待在下一个垭口、下一片湖畔，与你相遇。',
        'The road is long and the views are wonderful. We look forward to meeting you at the next mountain pass, or on the shore of the next lake.',
      ),
    ],
    signature: t('云岭骑士俱乐部理事会', 'The Yunling Riders Club Council'),
  },
  overview: {
    intro: t(
      '云岭骑士俱乐部由云岭摩托官方发起并运营，面向全体云岭车主开放。俱乐部在全国及海外设有 37 支地区车队，每年组织长途摩旅、赛道日、新手培训与公益骑行等各类活动百余场。',
      'The Yunling Riders Club is founded and run by Yunling Motor and open to every Yunling owner. With 37 regional teams in China and overseas, it organises more than a hundred events a year, from long-distance tours and track days to beginner training and charity rides.',
    ),
    pillars: [
      {
        title: t('个性定制', 'Customisation'),
        text: t(
          '原厂改装工作室提供外观涂装、座垫、排气与悬挂等定制方案，所有改装件均经过原厂验证，不影响整车质保。',
          'Our factory customisation studio offers paint, seats, exhausts and suspension upgrades. Every part is factory-validated, so your warranty stays intact.',
        ),
      },
      {
        title: t('驾驶培训', 'Rider Training'),
        text: t(
          '从新手培训营、弯道进阶课到越野与赛道专项培训，由俱乐部认证教练与厂队车手授课，循序渐进提升技术。',
          'From beginner camps and cornering courses to off-road and track training, taught by club-certified instructors and factory riders, step by step.',
        ),
      },
      {
        title: t('骑行装备', 'Riding Gear'),
        text: t(
          '会员购买头盔、骑行服、手套、骑行靴等原厂装备享专属折扣，并可参加装备试穿日，找到最合身的那一套。',
          'Members get exclusive discounts on helmets, jackets, gloves and boots, plus gear-fitting days to find kit that fits perfectly.',
        ),
      },
    ],
  },
  handbook: {
    requirements: [
      t(
        '持有有效的 D 照或 E 照（普通三轮或普通二轮摩托车驾驶证），并具备基本的骑行经验；',
        'Hold a valid Class D or E motorcycle licence and have basic riding experience;',
      ),
      t('参加俱乐部活动须驾驶云岭品牌摩托车；', 'Ride a Yunling motorcycle to club events;'),
      t('签署《活动免责声明》，并自行购买骑行意外保险；', 'Sign the event liability waiver and take out personal riding accident insurance;'),
      t(
        '暂无驾照或骑行经验者，可申请成为见习会员，参加俱乐部培训并考核合格后转为正式会员。',
        'Those without a licence or riding experience may join as probationary members and become full members after completing club training and passing the assessment.',
      ),
    ],
    obligations: [
      t('遵守国家交通法规及俱乐部章程；', 'Obey traffic laws and the club constitution;'),
      t('每年至少参加两次俱乐部活动；', 'Take part in at least two club events each year;'),
      t('保持车辆良好状态，按时到授权服务店保养；', 'Keep your bike in good condition and have it serviced on time at an authorised centre;'),
      t(
        '维护俱乐部与品牌形象，文明骑行，尊重沿途居民与环境；',
        'Uphold the reputation of the club and brand, ride courteously and respect local people and the environment;',
      ),
      t('互帮互助，积极传播安全骑行理念。', 'Help one another and promote safe riding.'),
    ],
    benefits: [
      t('俱乐部活动优先报名，部分活动会员专享；', 'Priority sign-up for club events, with some events for members only;'),
      t('原厂配件与骑行装备 9 折，保养工时 8.8 折；', '10% off genuine parts and riding gear, 12% off service labour;'),
      t('每年一次免费骑行技能培训课程；', 'One free rider-training course every year;'),
      t('新车发布会、工厂开放日及赛事观赛邀请；', 'Invitations to launches, factory open days and race events;'),
      t('会员积分可兑换装备、保养与活动名额；', 'Membership points redeemable for gear, servicing and event places;'),
      t('道路救援升级为 300 公里内免拖车费。', 'Roadside assistance upgraded to free towing within 300 km.'),
    ],
    rules: [
      t('严禁非法飙车、竞速，一经查实立即取消会籍；', 'Illegal street racing is strictly forbidden; membership is revoked immediately if proven;'),
      t('活动中必须全程佩戴头盔及护具；', 'Helmets and protective gear must be worn at all times during events;'),
      t(
        '未经俱乐部授权，不得以俱乐部名义组织活动或开展商业活动；',
        'No activities or commercial dealings may be organised in the club’s name without authorisation;',
      ),
      t('严禁酒后骑行与疲劳骑行；', 'No riding after drinking or when fatigued;'),
      t('服从领队指挥，不得擅自脱离车队或更改路线。', 'Follow the ride leader and never leave the group or change route without permission.'),
    ],
  },
  regions: [
    {
      code: 'bj',
      region: t('北京', 'Beijing'),
      teams: teams(
        ['北京长城队', 'Beijing Great Wall Team'],
        ['北京燕山队', 'Beijing Yanshan Team'],
        ['北京京西队', 'Beijing West Hills Team'],
        ['北京运河队', 'Beijing Grand Canal Team'],
        ['北京雁栖湖队', 'Beijing Yanqi Lake Team'],
        ['北京顺义队', 'Beijing Shunyi Team'],
        ['北京亦庄队', 'Beijing Yizhuang Team'],
      ),
    },
    {
      code: 'sc',
      region: t('四川', 'Sichuan'),
      teams: teams(
        ['成都锦城队', 'Chengdu Jincheng Team'],
        ['成都天府队', 'Chengdu Tianfu Team'],
        ['绵阳科城队', 'Mianyang Kecheng Team'],
        ['乐山嘉州队', 'Leshan Jiazhou Team'],
        ['宜宾三江队', 'Yibin Sanjiang Team'],
        ['川西高原队', 'West Sichuan Plateau Team'],
      ),
    },
    {
      code: 'fj',
      region: t('福建', 'Fujian'),
      teams: teams(
        ['福州榕城队', 'Fuzhou Rongcheng Team'],
        ['厦门鹭岛队', 'Xiamen Egret Island Team'],
        ['泉州刺桐队', 'Quanzhou Citong Team'],
        ['漳州芗城队', 'Zhangzhou Xiangcheng Team'],
        ['武夷山队', 'Wuyishan Team'],
      ),
    },
    {
      code: 'yn',
      region: t('云南', 'Yunnan'),
      teams: teams(
        ['昆明春城队', 'Kunming Spring City Team'],
        ['大理苍洱队', 'Dali Cang’er Team'],
        ['丽江玉龙队', 'Lijiang Jade Dragon Team'],
        ['西双版纳雨林队', 'Xishuangbanna Rainforest Team'],
      ),
    },
    {
      code: 'gd',
      region: t('广东', 'Guangdong'),
      teams: teams(
        ['广州羊城队', 'Guangzhou Yangcheng Team'],
        ['深圳鹏城队', 'Shenzhen Pengcheng Team'],
        ['佛山禅城队', 'Foshan Chancheng Team'],
        ['东莞莞城队', 'Dongguan Guancheng Team'],
      ),
    },
    {
      code: 'sx',
      region: t('山西', 'Shanxi'),
      teams: teams(['太原龙城队', 'Taiyuan Longcheng Team'], ['大同云冈队', 'Datong Yungang Team'], ['晋中平遥队', 'Jinzhong Pingyao Team']),
    },
    {
      code: 'ah',
      region: t('安徽', 'Anhui'),
      teams: teams(['合肥庐州队', 'Hefei Luzhou Team']),
    },
    {
      code: 'overseas',
      region: t('海外', 'Overseas'),
      teams: teams(
        ['老挝 · 万象队', 'Vientiane Team, Laos'],
        ['泰国 · 清迈队', 'Chiang Mai Team, Thailand'],
        ['马来西亚 · 吉隆坡队', 'Kuala Lumpur Team, Malaysia'],
        ['西班牙 · 巴塞罗那队', 'Barcelona Team, Spain'],
        ['葡萄牙 · 里斯本队', 'Lisbon Team, Portugal'],
        ['意大利 · 米兰队', 'Milan Team, Italy'],
        ['澳大利亚 · 墨尔本队', 'Melbourne Team, Australia'],
      ),
    },
  ],
  channels: [
    {
      kind: 'video',
      icon: 'bilibili',
      platform: t('哔哩哔哩', 'bilibili'),
      account: t('云岭骑士俱乐部', 'Yunling Riders Club'),
      description: t('摩旅纪录片、技术教学与活动回顾长视频。', 'Long-form touring documentaries, riding technique tutorials and event recaps.'),
    },
    {
      kind: 'public-account',
      icon: 'wechat',
      platform: t('微信公众号', 'WeChat Official Account'),
      account: t('云岭骑士', 'Yunling Riders'),
      description: t('活动通知、报名入口与会员权益更新。', 'Event notices, sign-up links and member-benefit updates.'),
    },
    {
      kind: 'short-video',
      icon: 'douyin',
      platform: t('抖音', 'Douyin'),
      account: t('云岭骑士俱乐部', 'Yunling Riders Club'),
      description: t('路上的精彩瞬间与会员故事，每周更新。', 'Highlights from the road and members’ stories, updated weekly.'),
    },
  ],
};
