import type { SeedGoods } from '../types.ts';
import { equip, sizes, v } from './goods-helpers.ts';
import { t } from './helpers.ts';

/** Riding equipment: helmets, jackets, gloves. */
export const equipmentA: SeedGoods[] = [
  // ------------------------------------------------------------ helmets
  equip({
    slug: 'hm-r1-carbon',
    art: 'helmet',
    pn: 'YL-HM-8001',
    hex: '0047ab',
    name: t('R1 碳纤维赛道全盔（厂队涂装限量版）', 'R1 Carbon Race Helmet (Factory Team Limited Edition)'),
    description: t(
      '3K 碳纤维盔体仅重 1280 g，双 D 扣与防雾镜片，厂队同款涂装，全球限量 300 顶。',
      '3K carbon shell weighing just 1,280 g, double-D ring and anti-fog visor in the factory team livery. Limited to 300 worldwide.',
    ),
    children: sizes(4680, { S: 0, M: 0, L: 0, XL: 0 }),
  }),
  equip({
    slug: 'hm-explorer-adv',
    art: 'helmet',
    pn: 'YL-HM-8002',
    hex: 'e06b1f',
    name: t('探索者 ADV 双镜片头盔', 'Explorer ADV Helmet with Drop-down Sun Visor'),
    description: t(
      '可拆帽檐与内置墨镜片，公路越野两用；复合纤维盔体，通过 3C 与 ECE 22.06 认证。',
      'Removable peak and internal sun visor for road and trail; composite-fibre shell certified to CCC and ECE 22.06.',
    ),
    children: sizes(2380, { S: 12, M: 28, L: 31, XL: 17, XXL: 6 }),
  }),
  equip({
    slug: 'hm-tourer-modular',
    art: 'helmet',
    pn: 'YL-HM-8003',
    hex: '7d8289',
    name: t('旅行者揭面盔', 'Tourer Modular Helmet'),
    description: t(
      '单手即可掀开下巴护罩，预留蓝牙耳机安装槽，加油停车无需摘盔。',
      'One-handed flip-up chin bar and a ready-made intercom pocket, so you never need to take it off at the pump.',
    ),
    children: sizes(1980, { M: 20, L: 24, XL: 14, XXL: 5 }),
  }),
  equip({
    slug: 'hm-heritage-open',
    art: 'helmet',
    pn: 'YL-HM-8004',
    hex: 'f3ead7',
    name: t('复古半覆式头盔', 'Heritage Open-face Helmet'),
    description: t(
      '玻璃钢盔体配手工缝制皮质内衬，搭配复古车型恰到好处。',
      'Fibreglass shell with a hand-stitched leather lining — the perfect match for a heritage bike.',
    ),
    children: [
      v('cream-m', '奶油白 M 码', 'Cream, size M', 899, 14),
      v('cream-l', '奶油白 L 码', 'Cream, size L', 899, 11),
      v('black-m', '哑光黑 M 码', 'Matte Black, size M', 899, 9),
      v('black-l', '哑光黑 L 码', 'Matte Black, size L', 899, 3),
    ],
  }),
  equip({
    slug: 'hm-city-half',
    art: 'helmet',
    pn: 'YL-HM-8005',
    hex: '9fd8c4',
    name: t('城市轻量半盔', 'City Lite Half Helmet'),
    description: t(
      '仅重 850 g，3C 认证，夏季通勤清爽透气，适合踏板车主。',
      'Just 850 g and CCC certified — a cool, airy choice for summer scooter commutes.',
    ),
    children: [
      v('mint', '薄荷绿', 'Mint Green', 399, 45),
      v('pink', '樱花粉', 'Blossom Pink', 399, 38),
      v('white', '珍珠白', 'Pearl White', 399, 52),
    ],
  }),
  equip({
    slug: 'hm-mx-offroad',
    art: 'helmet',
    pn: 'YL-HM-8006',
    hex: 'ffcc00',
    name: t('MX 越野头盔', 'MX Off-road Helmet'),
    description: t(
      '大开口视野，配合风镜使用；多通道通风，炎热林道也不闷。',
      'Wide eye port for goggles and multi-channel venting that keeps you cool on hot trails.',
    ),
    children: sizes(1580, { S: 6, M: 15, L: 18, XL: 9 }),
  }),
  // ------------------------------------------------------------ jackets
  equip({
    slug: 'jk-explorer-allseason',
    art: 'jacket',
    pn: 'YL-JK-8101',
    hex: '5c6b4f',
    name: t('探索者全天候骑行服', 'Explorer All-season Jacket'),
    description: t(
      '三层结构：防水透气膜、可拆保暖内胆、CE 二级肩肘护具，从春到冬一件搞定。',
      'Three layers — waterproof breathable membrane, removable thermal liner and CE Level 2 shoulder and elbow armour — for spring through winter.',
    ),
    children: sizes(2680, { M: 16, L: 22, XL: 18, XXL: 7 }, 200),
  }),
  equip({
    slug: 'jk-summer-mesh',
    art: 'jacket',
    pn: 'YL-JK-8102',
    hex: '2b2b2b',
    name: t('夏季网眼骑行服', 'Summer Mesh Jacket'),
    description: t(
      '大面积立体网眼，骑行时通风良好，标配 CE 护具与反光条。',
      'Large 3D mesh panels for serious airflow, with CE armour and reflective piping as standard.',
    ),
    children: sizes(899, { S: 18, M: 35, L: 40, XL: 26, XXL: 9 }, 100),
  }),
  equip({
    slug: 'jk-cafe-leather',
    art: 'jacket',
    pn: 'YL-JK-8103',
    hex: '3b2a20',
    name: t('咖啡骑士牛皮夹克', 'Café Racer Leather Jacket'),
    description: t(
      '1.1 mm 头层牛皮，经典立领剪裁，内置可拆护具，骑车逛街都有型。',
      '1.1 mm full-grain cowhide, a classic band collar and removable armour — sharp on and off the bike.',
    ),
    children: sizes(3280, { S: 4, M: 9, L: 8, XL: 5 }),
  }),
  equip({
    slug: 'jk-women-urban',
    art: 'jacket',
    pn: 'YL-JK-8104',
    hex: 'a3162f',
    name: t('女款城市骑行夹克', 'Women’s Urban Riding Jacket'),
    description: t(
      '专为女性身形剪裁，收腰设计，防泼水面料与 CE 护具兼顾时尚与安全。',
      'Cut for a woman’s shape with a tailored waist, water-repellent fabric and CE armour: stylish and safe.',
    ),
    children: sizes(1180, { XS: 8, S: 19, M: 23, L: 12 }),
  }),
  equip({
    slug: 'jk-race-suit',
    art: 'jacket',
    pn: 'YL-JK-8105',
    hex: '0047ab',
    name: t('连体赛车皮衣', 'One-piece Race Leathers'),
    description: t(
      '袋鼠皮与牛皮拼接，钛合金护片与背部驼峰，满足赛道日装备要求。',
      'Kangaroo and cowhide construction with titanium sliders and an aero hump, meeting track-day kit rules.',
    ),
    children: sizes(8980, { M: 1, L: 2, XL: 0 }),
  }),
  // ------------------------------------------------------------ gloves
  equip({
    slug: 'gl-race-gauntlet',
    art: 'gloves',
    pn: 'YL-GL-8201',
    hex: 'c8102e',
    name: t('赛道长款手套', 'Race Gauntlet Gloves'),
    description: t(
      '袋鼠皮掌心、碳纤维指关节护壳与小指防翻转设计。',
      'Kangaroo palm, carbon knuckle shell and a little-finger bridge to prevent rollover.',
    ),
    children: sizes(1080, { S: 7, M: 14, L: 16, XL: 8 }),
  }),
  equip({
    slug: 'gl-summer-short',
    art: 'gloves',
    pn: 'YL-GL-8202',
    hex: '333333',
    name: t('夏季短款透气手套', 'Summer Short Gloves'),
    description: t('羊皮与网眼拼接，支持触屏操作，夏天骑行不闷手。', 'Goatskin and mesh with touchscreen fingertips, for sweat-free summer rides.'),
    children: sizes(299, { S: 30, M: 55, L: 60, XL: 25 }),
  }),
  equip({
    slug: 'gl-heated-winter',
    art: 'gloves',
    pn: 'YL-GL-8203',
    hex: '1f1f1f',
    name: t('冬季电加热手套', 'Heated Winter Gloves'),
    description: t(
      '三档加热，单次充电续航 6 小时，冬季跨越雪山垭口也不冻手。',
      'Three heat levels and up to six hours per charge — warm hands even on snowy mountain passes.',
    ),
    children: sizes(1280, { M: 10, L: 14, XL: 6 }),
  }),
  equip({
    slug: 'gl-explorer-wp',
    art: 'gloves',
    pn: 'YL-GL-8204',
    hex: '5c6b4f',
    name: t('探索者防水手套', 'Explorer Waterproof Gloves'),
    description: t('防水内膜加掌心加强，长途摩旅遇雨不慌。', 'Waterproof liner and reinforced palm for when the weather turns on a long trip.'),
    children: sizes(599, { S: 10, M: 26, L: 30, XL: 14 }),
  }),
];
