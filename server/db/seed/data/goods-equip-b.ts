import type { SeedGoods } from '../types.ts';
import { equip, shoe, sizes, v } from './goods-helpers.ts';
import { t } from './helpers.ts';

/** Riding equipment: boots, pants, backpacks, goggles, rainwear, protection, intercoms. */
export const equipmentB: SeedGoods[] = [
  // ------------------------------------------------------------ boots
  equip({
    slug: 'bt-explorer',
    art: 'boots',
    pn: 'YL-BT-8301',
    hex: '4a3f35',
    name: t('探索者防水长靴', 'Explorer Waterproof Adventure Boots'),
    description: t(
      '防水透气内衬，踝关节铰链支撑，步行与越野兼顾。',
      'Waterproof breathable lining and hinged ankle support, comfortable to walk in and tough off-road.',
    ),
    children: shoe(2280, { 40: 5, 41: 9, 42: 13, 43: 12, 44: 8, 45: 4 }),
  }),
  equip({
    slug: 'bt-urban',
    art: 'boots',
    pn: 'YL-BT-8302',
    hex: '2b2b2b',
    name: t('城市骑行短靴', 'Urban Riding Shoes'),
    description: t('外观与休闲鞋无异，内置脚踝护片与换挡垫。', 'Look like casual sneakers, with hidden ankle cups and a gear-shift pad.'),
    children: shoe(899, { 38: 6, 39: 10, 40: 14, 41: 18, 42: 20, 43: 15, 44: 8 }),
  }),
  equip({
    slug: 'bt-track',
    art: 'boots',
    pn: 'YL-BT-8303',
    hex: 'eef1f4',
    name: t('赛道竞速靴', 'Track Race Boots'),
    description: t('内置踝关节扭转保护系统，可更换镁合金磨块。', 'Internal ankle-brace system and replaceable magnesium toe sliders.'),
    children: shoe(2680, { 41: 3, 42: 6, 43: 5, 44: 2 }),
  }),
  // ------------------------------------------------------------ pants
  equip({
    slug: 'pt-explorer',
    art: 'pants',
    pn: 'YL-PT-8401',
    hex: '5c6b4f',
    name: t('探索者骑行裤', 'Explorer Touring Pants'),
    description: t(
      '与探索者骑行服拉链连接，防水透气，膝部护具高度可调。',
      'Zips to the Explorer jacket; waterproof, breathable, with height-adjustable knee armour.',
    ),
    children: sizes(1580, { M: 14, L: 18, XL: 12, XXL: 4 }, 100),
  }),
  equip({
    slug: 'pt-aramid-jeans',
    art: 'pants',
    pn: 'YL-PT-8402',
    hex: '1d4e89',
    name: t('芳纶内衬防磨牛仔裤', 'Aramid-lined Riding Jeans'),
    description: t(
      '弹力丹宁外层，芳纶纤维内衬，通过 EN 17092 AA 级认证。',
      'Stretch denim outer with an aramid lining, certified to EN 17092 class AA.',
    ),
    children: sizes(799, { S: 15, M: 33, L: 36, XL: 21 }),
  }),
  equip({
    slug: 'pt-summer-mesh',
    art: 'pants',
    pn: 'YL-PT-8403',
    hex: '333333',
    name: t('夏季网眼骑行裤', 'Summer Mesh Pants'),
    description: t('大腿与小腿网眼通风，膝部与臀部预置护具口袋。', 'Mesh thigh and calf panels, with pockets ready for knee and hip armour.'),
    children: sizes(699, { M: 22, L: 27, XL: 15 }),
  }),
  // ------------------------------------------------------------ backpacks
  equip({
    slug: 'bp-hydration',
    art: 'backpack',
    pn: 'YL-BP-8501',
    hex: 'e06b1f',
    name: t('越野水袋背包 3 L', 'Hydration Pack, 3 L'),
    description: t(
      '3 L 水袋配快拆吸管，背板透气，长时间越野随时补水。',
      'Three-litre bladder with a quick-release hose and ventilated back panel for long days off-road.',
    ),
    children: [v('orange', '峡谷橙', 'Canyon Orange', 459, 28), v('black', '曜石黑', 'Obsidian Black', 459, 36)],
  }),
  equip({
    slug: 'bp-commuter',
    art: 'backpack',
    pn: 'YL-BP-8502',
    hex: '15171a',
    name: t('防水通勤背包 25 L', 'Waterproof Commuter Backpack, 25 L'),
    description: t(
      '卷口防水设计，独立笔记本电脑仓与反光条，雨天通勤无忧。',
      'Roll-top waterproofing, a padded laptop sleeve and reflective trim for rainy commutes.',
    ),
    price: 699,
    stock: 84,
  }),
  equip({
    slug: 'bp-helmet-shell',
    art: 'backpack',
    pn: 'YL-BP-8503',
    hex: '7d8289',
    name: t('硬壳头盔背包', 'Hard-shell Helmet Backpack'),
    description: t(
      '可放入一顶全盔，硬壳保护，下车逛街更方便。',
      'Fits a full-face helmet in a protective hard shell, so you can leave the bike and explore.',
    ),
    price: 899,
    stock: 0,
  }),
  // ------------------------------------------------------------ goggles
  equip({
    slug: 'gg-mx',
    art: 'goggles',
    pn: 'YL-GG-8601',
    hex: 'ffcc00',
    name: t('越野风镜', 'MX Goggles'),
    description: t('防雾双层镜片，可撕膜设计，宽幅硅胶防滑头带。', 'Anti-fog dual lens, tear-off posts and a wide silicone-backed strap.'),
    children: [
      v('clear', '透明镜片', 'Clear lens', 399, 40),
      v('smoke', '烟灰镜片', 'Smoke lens', 399, 35),
      v('iridium', '镀膜彩片', 'Iridium lens', 459, 18),
    ],
  }),
  equip({
    slug: 'gg-aviator',
    art: 'goggles',
    pn: 'YL-GG-8602',
    hex: '8b5a2b',
    name: t('复古飞行员风镜', 'Vintage Aviator Goggles'),
    description: t(
      '仿旧皮革镜框配防紫外线镜片，半盔骑士的经典搭配。',
      'Distressed-leather frame with UV-blocking lenses — the classic partner for an open-face helmet.',
    ),
    price: 259,
    stock: 57,
  }),
  // ------------------------------------------------------------ rainwear
  equip({
    slug: 'rs-two-piece',
    art: 'rainsuit',
    pn: 'YL-RS-8701',
    hex: 'ffd100',
    name: t('分体式骑行雨衣', 'Two-piece Rain Suit'),
    description: t(
      '高可视荧光色，压胶防水接缝，收纳后仅有一瓶矿泉水大小。',
      'Hi-vis colour, taped seams, and it packs down to the size of a water bottle.',
    ),
    children: sizes(329, { M: 30, L: 42, XL: 35, XXL: 12 }),
  }),
  equip({
    slug: 'rs-overboots',
    art: 'rainsuit',
    pn: 'YL-RS-8702',
    hex: '1f1f1f',
    name: t('防水鞋套', 'Waterproof Overboots'),
    description: t('鞋底防滑耐磨，侧拉链穿脱方便，可套在骑行靴外。', 'Grippy, hard-wearing soles and a side zip; fits over riding boots.'),
    children: [v('m', 'M 码（39–41）', 'M (EU 39–41)', 129, 48), v('l', 'L 码（42–44）', 'L (EU 42–44)', 129, 56)],
  }),
  // ------------------------------------------------------------ protection
  equip({
    slug: 'ar-back-l2',
    art: 'armor',
    pn: 'YL-AR-8801',
    hex: '2b2b2b',
    name: t('CE 二级护背', 'CE Level 2 Back Protector'),
    description: t(
      '软质记忆材料，受冲击瞬间变硬，贴合脊柱曲线。',
      'Soft viscoelastic foam that stiffens on impact and follows the curve of your spine.',
    ),
    children: sizes(599, { S: 12, M: 25, L: 22 }),
  }),
  equip({
    slug: 'ar-airbag-vest',
    art: 'armor',
    pn: 'YL-AR-8802',
    hex: 'c8102e',
    name: t('电子安全气囊背心', 'Electronic Airbag Vest'),
    description: t(
      '内置传感器每秒采样 1000 次，判定事故后 60 毫秒内充气，保护颈部、胸部与背部。',
      'Sensors sample 1,000 times a second and inflate within 60 ms, protecting neck, chest and back.',
    ),
    children: sizes(4980, { M: 3, L: 4, XL: 2 }),
  }),
  equip({
    slug: 'ar-knee-elbow',
    art: 'armor',
    pn: 'YL-AR-8803',
    hex: '333333',
    name: t('护膝护肘套装', 'Knee and Elbow Guard Set'),
    description: t(
      '硬壳外层加透气内衬，可穿在日常服装外，踏板通勤也能多一分保护。',
      'Hard shells over breathable padding, worn over everyday clothes for extra protection on the scooter.',
    ),
    price: 359,
    stock: 110,
  }),
  equip({
    slug: 'ar-chest-l2',
    art: 'armor',
    pn: 'YL-AR-8804',
    hex: '15171a',
    name: t('CE 二级护胸', 'CE Level 2 Chest Protector'),
    description: t('分体式护胸，可直接安装在云岭骑行服预留卡扣上。', 'Split chest protector that clips straight into Yunling jackets.'),
    price: 399,
    stock: 64,
  }),
  // ------------------------------------------------------------ intercoms
  equip({
    slug: 'ic-m10-mesh',
    art: 'intercom',
    pn: 'YL-IC-8901',
    hex: '15171a',
    name: t('M10 Mesh 组网蓝牙对讲机', 'M10 Mesh Bluetooth Intercom'),
    description: t(
      'Mesh 组网最多支持 24 人同时通话，通话距离 2 km，车队骑行沟通无障碍。',
      'Mesh networking for up to 24 riders at up to 2 km — effortless group-ride chat.',
    ),
    children: [v('single', '单只装', 'Single', 1899, 26), v('duo', '双只装', 'Twin pack', 3599, 12)],
  }),
  equip({
    slug: 'ic-l3-lite',
    art: 'intercom',
    pn: 'YL-IC-8902',
    hex: '444444',
    name: t('L3 入门蓝牙耳机', 'L3 Bluetooth Headset'),
    description: t(
      '听导航、接电话、放音乐，IP67 防水，续航 12 小时。',
      'Navigation prompts, calls and music; IP67 waterproof with 12-hour battery life.',
    ),
    price: 599,
    stock: 140,
  }),
  equip({
    slug: 'ic-c1-camera',
    art: 'intercom',
    pn: 'YL-IC-8903',
    hex: '1b1b1b',
    name: t('C1 对讲记录一体机', 'C1 Intercom with Dash Camera'),
    description: t(
      '2K 行车记录与蓝牙对讲合二为一，碰撞自动锁定视频。',
      'A 2K riding camera and Bluetooth intercom in one unit, with automatic crash-clip locking.',
    ),
    price: 2499,
    stock: 6,
  }),
];
