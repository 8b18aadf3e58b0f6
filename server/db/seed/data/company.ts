import type { I18nText } from '../types.ts';
import { club, type ClubContent, type TitledText } from './company-club.ts';
import { t } from './helpers.ts';

export type { ClubChannel, ClubContent, ClubRegion, TitledText } from './company-club.ts';

export type SocialIcon = 'wechat' | 'weibo' | 'douyin' | 'bilibili' | 'youtube' | 'instagram';

export interface RacingRider {
  name: I18nText;
  number: number;
  discipline: I18nText;
  bikeModelSlug: string;
  bio: I18nText;
}

export interface RacingResult {
  year: number;
  event: I18nText;
  result: I18nText;
}

export interface CompanyContent {
  name: I18nText;
  founded: number;
  headquarters: I18nText;
  /** About page: group introduction. */
  intro: I18nText;
  concepts: TitledText[];
  mission: I18nText;
  vision: I18nText;
  motorcycleCompany: TitledText;
  rdCenter: TitledText & {
    founded: number;
    disciplines: number;
    developers: number;
    seniorTalents: number;
    /** Staff holding intermediate or senior professional titles. */
    titledStaff: number;
    highlights: I18nText[];
  };
  manufacturing: TitledText & {
    annualVehicleCapacity: number;
    annualKeyPartsCapacity: number;
    /** Total assets in yuan. */
    assetsYuan: number;
    employees: number;
    highlights: I18nText[];
  };
  /** Fleet page. */
  racingTeam: { title: I18nText; intro: I18nText; riders: RacingRider[]; results: RacingResult[] };
  /** Brand centre. */
  brandStory: { title: I18nText; paragraphs: I18nText[]; milestones: { year: number; text: I18nText }[] };
  /** Hotline, address and e-mail are added from src/config/site.ts when served (one source of facts). */
  contact: {
    hotlineHours: I18nText;
    /** `icon` matches the social icon names understood by server/art (mediaUrl.social). */
    social: { icon: SocialIcon; platform: I18nText; account: I18nText }[];
  };
  club: ClubContent;
  /** App page features; `icon` is a short key for the front end. */
  appFeatures: (TitledText & { icon: string })[];
  /** Home page after-sales teasers. */
  afterSales: (TitledText & { link: string })[];
}

export const company: CompanyContent = {
  name: t('云岭摩托集团', 'Yunling Motor Group'),
  founded: 1982,
  headquarters: t('云南 · 昆明', 'Kunming, Yunnan'),
  intro: t(
    '云岭摩托集团始创于 1982 年，总部位于云南昆明，是一家集摩托车研发、制造、销售与服务于一体的大型企业集团。四十余年来，云岭从滇池边的一间修理作坊起步，成长为拥有探索、竞速、街车、巡航、踏板与复古六大产品系列的中国高端摩托车品牌，产品销往全球 30 多个国家和地区。',
    'Founded in 1982 and headquartered in Kunming, Yunnan, Yunling Motor Group designs, builds, sells and services motorcycles. Over four decades it has grown from a small repair shop beside Dianchi Lake into a premium Chinese motorcycle brand with six model families — Adventure, Sport, Naked, Cruiser, Scooter and Heritage — sold in more than 30 countries and regions.',
  ),
  concepts: [
    {
      title: t('匠心', 'Craftsmanship'),
      text: t(
        '每一颗螺丝都值得认真对待。我们用对细节的执着，造一台能陪伴骑士十年的好车。',
        'Every bolt deserves care. We sweat the details to build bikes that stay with their riders for a decade.',
      ),
    },
    {
      title: t('创新', 'Innovation'),
      text: t(
        '以骑士需求为起点，在动力、底盘与电子技术上持续投入，让技术真正服务于骑行。',
        'We start from what riders need and keep investing in engines, chassis and electronics — technology that serves the ride.',
      ),
    },
    {
      title: t('安全', 'Safety First'),
      text: t(
        '安全是一切的前提。从设计验证到骑行培训，我们把安全贯穿在产品与服务的每一个环节。',
        'Safety comes before everything. From design validation to rider training, it runs through every product and service we offer.',
      ),
    },
    {
      title: t('同行', 'Riding Together'),
      text: t(
        '与骑士同行，与伙伴共赢。云岭不只卖车，更希望陪你走过每一段旅程。',
        'We ride alongside our customers and grow with our partners. Yunling doesn’t just sell bikes — we want to share the journey.',
      ),
    },
  ],
  mission: t('让每一位骑士都能安全、自由地抵达心中的远方。', 'To help every rider reach the horizon they dream of — safely and freely.'),
  vision: t('成为全球骑士信赖的中国高端摩托车品牌。', 'To be the Chinese premium motorcycle brand trusted by riders around the world.'),
  motorcycleCompany: {
    title: t('云岭摩托车有限公司', 'Yunling Motorcycle Co., Ltd.'),
    text: t(
      '云岭摩托车有限公司是集团的核心整车企业，负责云岭品牌全系摩托车的研发、生产与销售。公司产品覆盖 150 cc 至 1300 cc 排量区间，在国内拥有 {{outlets}} 家授权经销与服务网点，并在西班牙巴塞罗那设有欧洲配件中心。',
      'Yunling Motorcycle Co., Ltd. is the group’s core vehicle company, responsible for developing, building and selling the full Yunling range. Its bikes span 150 cc to 1,300 cc, supported by {{outlets}} authorised sales and service outlets in China and a European parts hub in Barcelona.',
    ),
  },
  rdCenter: {
    title: t('云岭研发中心', 'Yunling R&D Centre'),
    text: t(
      '云岭研发中心成立于 1999 年，2013 年被认定为国家企业技术中心。中心涵盖动力总成、底盘、电子电气、工业设计、试验验证等 47 个专业方向，拥有研发人员 769 人，其中高端人才 80 人，具有中高级职称人员 342 人。中心建有发动机台架实验室、整车风洞、高原与湿热环境试验基地，年均申请专利 120 余项。',
      'Founded in 1999 and recognised as a National Enterprise Technology Centre in 2013, the Yunling R&D Centre covers 47 disciplines, from powertrain, chassis and electrical systems to industrial design and validation. Its 769 engineers and designers include 80 senior specialists, and 342 staff hold intermediate or senior professional titles. Facilities include engine dyno cells, a full-scale wind tunnel and high-altitude and hot-humid test bases, and the centre files more than 120 patent applications a year.',
    ),
    founded: 1999,
    disciplines: 47,
    developers: 769,
    seniorTalents: 80,
    titledStaff: 342,
    highlights: [
      t('国家认定企业技术中心', 'National Enterprise Technology Centre'),
      t('累计授权专利 1000 余项', 'More than 1,000 patents granted'),
      t('整车风洞最高风速 250 km/h', 'Full-scale wind tunnel up to 250 km/h'),
      t('CNAS 国家认可实验室', 'CNAS-accredited laboratory'),
    ],
  },
  manufacturing: {
    title: t('智能制造', 'Manufacturing'),
    text: t(
      '集团在昆明呈贡、曲靖等地建有现代化生产基地，拥有发动机机加工、车架焊接、涂装、总装等完整生产链，年产能达整车 400 万辆、关键零部件 700 万件。集团资产总额逾 11.8 亿元，员工 3000 余人。',
      'The group runs modern plants in Chenggong (Kunming) and Qujing covering engine machining, frame welding, painting and final assembly, with annual capacity of 4 million vehicles and 7 million key components. Total assets exceed 1.18 billion yuan and the group employs more than 3,000 people.',
    ),
    annualVehicleCapacity: 4_000_000,
    annualKeyPartsCapacity: 7_000_000,
    assetsYuan: 1_180_000_000,
    employees: 3000,
    highlights: [
      t('国家级智能制造示范工厂', 'National Smart Manufacturing Demonstration Factory'),
      t('国家级绿色工厂', 'National Green Factory'),
      t('每台整车下线前经过 58 项终检', '58-point final inspection on every bike'),
    ],
  },
  racingTeam: {
    title: t('云岭厂队', 'Yunling Factory Racing'),
    intro: t(
      '云岭厂队组建于 2019 年，参加国内公路与拉力两大类赛事。赛场是我们最严苛的实验室：RR 1000 的电子系统与 RX 450 的长行程悬挂，都源自厂队的实战经验。',
      'Formed in 2019, Yunling Factory Racing competes in road racing and rallies in China. The track is our toughest laboratory: the RR 1000’s electronics and the RX 450’s long-travel suspension both came straight from racing.',
    ),
    riders: [
      {
        name: t('杨骁', 'Yang Xiao'),
        number: 7,
        discipline: t('沙漠拉力', 'Desert Rally'),
        bikeModelSlug: 'rx-450',
        bio: t(
          '云南曲靖人，越野摩托车手出身，2025 年阿拉善沙漠拉力赛 450 组冠军。',
          'From Qujing, Yunnan; an enduro rider turned rally racer and 2025 Alxa Desert Rally 450-class winner.',
        ),
      },
      {
        name: t('李沐阳', 'Li Muyang'),
        number: 21,
        discipline: t('沙漠拉力', 'Desert Rally'),
        bikeModelSlug: 'rx-450',
        bio: t(
          '四川成都人，擅长导航与长距离赛段，2026 年阿拉善沙漠拉力赛 450 组冠军。',
          'From Chengdu, Sichuan; a navigation and long-stage specialist who won the 450 class at the 2026 Alxa Desert Rally.',
        ),
      },
      {
        name: t('段志诚', 'Duan Zhicheng'),
        number: 19,
        discipline: t('公路赛 1000 组', 'Road Racing, 1000 Class'),
        bikeModelSlug: 'rr-1000',
        bio: t(
          '厂队队长，RR 1000 首席测试车手，参与了该车型的全部赛道开发工作。',
          'Team captain and lead test rider for the RR 1000, involved in all of its track development.',
        ),
      },
      {
        name: t('和晓峰', 'He Xiaofeng'),
        number: 12,
        discipline: t('公路赛 800 组', 'Road Racing, 800 Class'),
        bikeModelSlug: 'rr-800',
        bio: t(
          '云南丽江纳西族车手，2025 年全国摩托车公路超级联赛 800 组年度冠军。',
          'A Naxi rider from Lijiang, Yunnan, and 2025 National Road Racing Super League 800-class champion.',
        ),
      },
      {
        name: t('刀玉婷', 'Dao Yuting'),
        number: 33,
        discipline: t('RS 250 杯赛', 'RS 250 Cup'),
        bikeModelSlug: 'rs-250',
        bio: t(
          '来自西双版纳的傣族车手，首届 RS 250 杯赛年度冠军，也是厂队首位女车手。',
          'A Dai rider from Xishuangbanna, first RS 250 Cup champion and the team’s first female racer.',
        ),
      },
    ],
    results: [
      { year: 2024, event: t('阿拉善沙漠拉力赛 450 组', 'Alxa Desert Rally, 450 Class'), result: t('杨骁 第三名', 'Yang Xiao, 3rd') },
      {
        year: 2025,
        event: t('阿拉善沙漠拉力赛 450 组', 'Alxa Desert Rally, 450 Class'),
        result: t('杨骁 冠军，李沐阳 亚军', 'Yang Xiao 1st, Li Muyang 2nd'),
      },
      {
        year: 2025,
        event: t('全国摩托车公路超级联赛 800 组', 'National Road Racing Super League, 800 Class'),
        result: t('和晓峰 年度冠军', 'He Xiaofeng, champion'),
      },
      {
        year: 2025,
        event: t('全国摩托车公路超级联赛 1000 组', 'National Road Racing Super League, 1000 Class'),
        result: t('段志诚 年度第三', 'Duan Zhicheng, 3rd overall'),
      },
      { year: 2026, event: t('阿拉善沙漠拉力赛 450 组', 'Alxa Desert Rally, 450 Class'), result: t('李沐阳 冠军', 'Li Muyang, 1st') },
      { year: 2026, event: t('云岭 RS 250 杯赛', 'Yunling RS 250 Cup'), result: t('刀玉婷 年度冠军', 'Dao Yuting, champion') },
    ],
  },
  brandStory: {
    title: t('品牌故事', 'Our Story'),
    paragraphs: [
      t(
        '1982 年，几位年轻的机修师傅在滇池边开了一间摩托车修理铺。修得多了，他们开始琢磨：能不能造一台真正适合云南山路的摩托车？',
        'In 1982, a few young mechanics opened a motorcycle repair shop beside Dianchi Lake. The more bikes they fixed, the more they wondered: could they build one truly made for Yunnan’s mountain roads?',
      ),
      t(
        '“云岭”二字，取自云南连绵的山岭。红土高原上的急弯、陡坡与多变的天气，成为云岭摩托最早、也是最严格的考官。',
        'The name Yunling — “cloud ridges” — comes from Yunnan’s endless mountain ranges. The hairpins, steep climbs and changeable weather of the red-earth plateau were our first and toughest examiners.',
      ),
      t(
        '四十余年后，云岭的车轮已经驶出红土高原，驶向欧洲的阿尔卑斯与南美的安第斯。但我们始终记得出发的地方，也始终相信：好车，是在路上跑出来的。',
        'Four decades on, Yunling bikes have left the plateau for the Alps and the Andes. But we never forget where we started, and we still believe that good bikes are made on the road.',
      ),
    ],
    milestones: [
      { year: 1982, text: t('滇池边的摩托车修理铺成立', 'Repair shop opens beside Dianchi Lake') },
      { year: 1986, text: t('第一台云岭 YL125 下线', 'First Yunling YL125 rolls off the line') },
      { year: 1999, text: t('云岭研发中心成立', 'Yunling R&D Centre founded') },
      { year: 2013, text: t('研发中心获评国家企业技术中心', 'R&D Centre recognised as a National Enterprise Technology Centre') },
      { year: 2018, text: t('呈贡智造基地投产', 'Chenggong plant begins production') },
      { year: 2019, text: t('云岭厂队成立', 'Yunling Factory Racing formed') },
      { year: 2022, text: t('云岭骑士俱乐部成立', 'Yunling Riders Club founded') },
      { year: 2025, text: t('亮相米兰 EICMA，进军欧洲市场', 'Debut at EICMA in Milan and entry into Europe') },
    ],
  },
  // The facts ({{open}}, {{close}}, hotline, address, e-mail) come from src/config/site.ts when served.
  contact: {
    hotlineHours: t('服务时间：每天 {{open}}–{{close}}（道路救援 24 小时）', 'Daily {{open}}–{{close}} China time (roadside assistance 24 hours)'),
    social: [
      { icon: 'wechat', platform: t('微信公众号', 'WeChat Official Account'), account: t('云岭摩托', 'Yunling Motor') },
      { icon: 'weibo', platform: t('微博', 'Weibo'), account: t('@云岭摩托官方', '@YunlingMotorOfficial') },
      { icon: 'douyin', platform: t('抖音', 'Douyin'), account: t('云岭摩托', 'Yunling Motor') },
      { icon: 'bilibili', platform: t('哔哩哔哩', 'bilibili'), account: t('云岭摩托官方', 'Yunling Motor Official') },
    ],
  },
  club,
  appFeatures: [
    {
      icon: 'connect',
      title: t('车辆互联', 'Connected Bike'),
      text: t(
        '蓝牙连接 TFT 仪表，随时查看里程、油量、胎压与故障提醒。',
        'Pair with your TFT dash to check mileage, fuel, tyre pressures and fault alerts at any time.',
      ),
    },
    {
      icon: 'route',
      title: t('骑行轨迹', 'Ride Log'),
      text: t(
        '自动记录路线、海拔与倾角，一键生成骑行海报。',
        'Automatically records route, altitude and lean angle, and turns each ride into a shareable poster.',
      ),
    },
    {
      icon: 'service',
      title: t('保养预约', 'Service Booking'),
      text: t(
        '保养到期提醒，在线预约门店，提前查看工时与配件报价。',
        'Service reminders, online booking and labour and parts quotes before you arrive.',
      ),
    },
    {
      icon: 'club',
      title: t('俱乐部活动', 'Club Events'),
      text: t('浏览活动、在线报名、扫码签到，积分实时到账。', 'Browse events, sign up, check in with a QR code and collect points instantly.'),
    },
    {
      icon: 'map',
      title: t('离线地图', 'Offline Maps'),
      text: t(
        '下载沿途地图，无信号的山区也能导航并查找服务网点。',
        'Download maps for your route to navigate and find service points even with no signal.',
      ),
    },
    {
      icon: 'rescue',
      title: t('一键救援', 'One-tap Assistance'),
      text: t('遇到故障一键呼叫道路救援，自动发送车辆位置。', 'Call roadside assistance in one tap, with your location sent automatically.'),
    },
  ],
  afterSales: [
    {
      link: '/warrantyService',
      title: t('长效质保', 'Long Warranty'),
      text: t(
        '整车 3 年或 3 万公里，发动机核心部件 5 年或 5 万公里。',
        'Three years or 30,000 km on the bike; five years or 50,000 km on core engine parts.',
      ),
    },
    {
      link: '/upkeep?type=2',
      title: t('24 小时道路救援', '24-hour Roadside Assistance'),
      text: t('全国救援网络，质保期内 200 公里内免拖车费。', 'Nationwide cover, with free towing within 200 km during the warranty.'),
    },
    {
      link: '/partsSearch',
      title: t('原厂配件', 'Genuine Parts'),
      text: t('全国统一价格，授权门店与线上商城同步供应。', 'One nationwide price, in authorised stores and online.'),
    },
    {
      link: '/market',
      title: t('就近服务', 'Service Near You'),
      text: t('{{outlets}} 家授权网点，在线查找门店并预约保养。', '{{outlets}} authorised outlets — find one near you and book online.'),
    },
  ],
};
