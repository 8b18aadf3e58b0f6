/**
 * After-sales content in both languages: the three-guarantee policy, special services, extended
 * warranty plans, roadside rescue, used-car service and finance plans. Read-only reference text the
 * service calls localize per request; money is integer cents, rates are basis points.
 */
import type { I18nText } from './types.ts';

const t = (zh: string, en: string): I18nText => ({ zh, en });

export interface WarrantyPeriod {
  part: I18nText;
  months: number;
  km: number | null; // null: no mileage limit
}

export const threeGuarantee = {
  title: t('三包服务政策', 'Three-Guarantee Service Policy'),
  intro: t(
    '依据《摩托车商品修理更换退货责任规定》，云岭摩托对在授权门店购买的每一辆新车提供修理、更换、退货“三包”服务。三包有效期自开具购车发票之日起计算，时间与里程以先到者为准。',
    'Every new Yunling bought from an authorized store is covered by our three guarantees: repair, replacement and refund, in line with national motorcycle consumer rules. Cover starts on the invoice date and ends at the time or mileage limit, whichever comes first.',
  ),
  periods: [
    { part: t('整车', 'Whole vehicle'), months: 24, km: 30000 },
    {
      part: t('发动机主要部件（缸体、缸盖、曲轴、变速器）', 'Engine and gearbox main parts (block, head, crankshaft, gearbox)'),
      months: 36,
      km: 40000,
    },
    { part: t('车架与摇臂', 'Frame and swingarm'), months: 60, km: null },
    { part: t('电器件（仪表、ECU、线束）', 'Electrical parts (dash, ECU, wiring)'), months: 12, km: 15000 },
    { part: t('蓄电池', 'Battery'), months: 12, km: null },
    { part: t('易损件（刹车片、链条、灯泡、保险丝）', 'Wear parts (brake pads, chain, bulbs, fuses)'), months: 3, km: 3000 },
  ] satisfies WarrantyPeriod[],
  guarantees: [
    {
      code: 'refund',
      title: t('7 日退货', 'Refund within 7 days'),
      text: t(
        '购车 7 日内，发动机、车架等主要部件出现性能故障，可选择退货、换车或修理。',
        'Within 7 days of purchase, a performance fault in a main part such as the engine or frame entitles you to a refund, a replacement bike or a repair.',
      ),
    },
    {
      code: 'replace',
      title: t('15 日换车', 'Replacement within 15 days'),
      text: t(
        '购车 15 日内，主要部件出现性能故障，可选择换车或修理。',
        'Within 15 days of purchase, a performance fault in a main part entitles you to a replacement bike or a repair.',
      ),
    },
    {
      code: 'repair',
      title: t('有效期内免费修理', 'Free repair during cover'),
      text: t(
        '三包有效期内出现质量问题，凭三包凭证在任一授权门店免费修理（含工时与配件）。',
        'During the cover period, quality faults are repaired free of charge, parts and labour, at any authorized store on presentation of the warranty card.',
      ),
    },
  ],
  conditions: [
    t('持有有效购车发票与三包凭证（电子凭证亦可）。', 'You hold the purchase invoice and the warranty card (the digital card counts).'),
    t(
      '按《保养手册》在授权门店完成定期保养，并有记录。',
      'The bike has been serviced at authorized stores as the maintenance schedule requires, with records.',
    ),
    t('故障由产品质量原因造成，经授权门店检测确认。', 'The fault comes from product quality, as confirmed by an authorized store’s inspection.'),
  ],
  exclusions: [
    t('交通事故、碰撞、跌落或自然灾害造成的损坏。', 'Damage from traffic accidents, collisions, drops or natural disasters.'),
    t('参加竞赛、非法竞速或超载使用。', 'Racing, illegal street racing or overloading.'),
    t('私自改装、拆解或使用非原厂配件导致的故障。', 'Faults caused by unauthorized modification, disassembly or non-genuine parts.'),
    t('未按规定保养，或使用不符合要求的燃油、机油。', 'Missed scheduled services, or fuel and oil that do not meet the specification.'),
    t('易损件的正常磨损及外观件的自然老化。', 'Normal wear of wear parts and natural ageing of cosmetic parts.'),
  ],
  process: [
    {
      title: t('联系门店', 'Contact a store'),
      text: t('致电服务热线或任一授权门店，说明车辆与故障情况。', 'Call the hotline or any authorized store and describe the bike and the fault.'),
    },
    {
      title: t('到店检测', 'Inspection'),
      text: t('门店在 2 个工作日内完成检测并出具检测结论。', 'The store inspects the bike and gives you its findings within 2 working days.'),
    },
    {
      title: t('三包处理', 'Resolution'),
      text: t('根据检测结论为您办理修理、换车或退货。', 'Depending on the findings, we repair, replace or refund.'),
    },
    {
      title: t('回访确认', 'Follow-up'),
      text: t('服务完成后 3 日内回访，确认问题已解决。', 'We call within 3 days of the work to make sure the problem is solved.'),
    },
  ],
};

export const specialServices = [
  {
    code: 'theft_security',
    title: t('云盾防盗', 'Yunling Guardian anti-theft'),
    summary: t(
      '隐藏式北斗/GPS 定位终端，异动即刻推送，被盗可获车价补偿。',
      'A hidden BeiDou/GPS tracker that alerts your phone the moment the bike moves, with theft compensation.',
    ),
    features: [
      t('原厂隐藏式安装，不影响三包', 'Factory-fitted out of sight; your warranty is unaffected'),
      t('震动、移动、断电三重告警', 'Alerts on vibration, movement and power cut'),
      t('被盗 48 小时未找回，按购车价 80% 补偿', 'If the bike is not recovered within 48 hours, we pay 80% of its purchase price'),
      t('轨迹回放保留 180 天', 'Route history kept for 180 days'),
    ],
    price_cents: 39900,
    price_unit: t('/年', '/year'),
    requestable: true,
  },
  {
    code: 'pickup',
    title: t('上门取送车', 'Pick-up and delivery'),
    summary: t(
      '保养维修可预约上门取车、完工送回，30 公里内免费。',
      'For a service or repair we collect your bike and bring it back, free within 30 km.',
    ),
    features: [
      t('专业板车运输，全程保险', 'Carried on a flatbed, insured door to door'),
      t('取车、维修、送回进度实时通知', 'Live updates at pick-up, in the workshop and on delivery'),
    ],
    price_cents: 0,
    price_unit: t('30 公里内免费', 'Free within 30 km'),
    requestable: false,
  },
  {
    code: 'rescue',
    title: t('24 小时道路救援', '24-hour roadside rescue'),
    summary: t(
      '新车前三年免费救援，100 公里内免费拖车至最近的授权门店。',
      'Free rescue for the first three years, with free towing up to 100 km to the nearest authorized store.',
    ),
    features: [
      t('现场搭电、换胎、送油', 'Jump starts, tyre changes and fuel delivery on the spot'),
      t('城区平均 45 分钟到达', 'Average arrival in 45 minutes in cities'),
    ],
    price_cents: 0,
    price_unit: t('三年免费', 'Free for 3 years'),
    requestable: false,
  },
  {
    code: 'touring',
    title: t('长途摩旅体检', 'Touring health check'),
    summary: t(
      '出发前 21 项免费检测，为川藏、滇藏等长线骑行保驾护航。',
      'A free 21-point check before a long ride, whether it is the Sichuan–Tibet road or your first weekend tour.',
    ),
    features: [
      t('轮胎、刹车、链条、灯光重点检测', 'Focus on tyres, brakes, chain and lights'),
      t('附赠应急工具包一套', 'Comes with an emergency tool kit'),
    ],
    price_cents: 0,
    price_unit: t('免费', 'Free'),
    requestable: false,
  },
];

export const extendedWarranty = {
  intro: t(
    '在整车三包到期后继续享受原厂保障。延保由云岭摩托直接承保，全国授权门店通用，可随车转让。',
    'Keep factory cover after the standard warranty ends. Extended warranty is underwritten by Yunling itself, honoured at every authorized store, and stays with the bike if you sell it.',
  ),
  cc_classes: [
    { code: 'small', label: t('250cc 及以下', '250 cc and under'), max_cc: 250 },
    { code: 'mid', label: t('251–650cc', '251–650 cc'), max_cc: 650 },
    { code: 'large', label: t('650cc 以上', 'Over 650 cc'), max_cc: 99999 },
  ],
  plans: [
    {
      id: 'ew-powertrain-1y',
      name: t('动力总成延保 1 年', 'Powertrain +1 year'),
      years: 1,
      km: 10000,
      coverage: [t('发动机内部机件', 'Engine internals'), t('变速器与离合器', 'Gearbox and clutch'), t('燃油喷射系统', 'Fuel injection')],
      prices_cents: { small: 48000, mid: 88000, large: 138000 },
    },
    {
      id: 'ew-complete-2y',
      name: t('整车延保 2 年', 'Complete +2 years'),
      years: 2,
      km: 20000,
      coverage: [
        t('动力总成全部项目', 'Everything in Powertrain'),
        t('电器件与 ECU', 'Electrical parts and ECU'),
        t('悬挂与制动系统（不含易损件）', 'Suspension and brakes (wear parts excluded)'),
      ],
      prices_cents: { small: 98000, mid: 168000, large: 258000 },
      featured: true,
    },
    {
      id: 'ew-premier-3y',
      name: t('尊享延保 3 年', 'Premier +3 years'),
      years: 3,
      km: 30000,
      coverage: [
        t('整车延保全部项目', 'Everything in Complete'),
        t('延长期内 24 小时道路救援', '24-hour roadside rescue for the whole term'),
        t('赠送 2 次常规保养', 'Two routine services included'),
      ],
      prices_cents: { small: 158000, mid: 268000, large: 398000 },
    },
  ],
  terms: [
    t('须在新车交付后 12 个月内购买，且车辆无未处理的三包故障。', 'Buy within 12 months of delivery, with no open warranty claim on the bike.'),
    t(
      '延保期限自整车三包到期次日起算，里程以仪表读数为准。',
      'Extended cover starts the day after the standard warranty ends; mileage is read from the odometer.',
    ),
    t('须持续按《保养手册》在授权门店保养。', 'Keep servicing the bike at authorized stores as the schedule requires.'),
  ],
};

export const rescue = {
  intro: t(
    '无论在城市通勤还是高原摩旅，遇到故障、事故或没油，提交救援请求后服务中心会在 5 分钟内回电确认。',
    'Broken down, crashed or out of fuel, on the commute or high on a mountain pass: send a rescue request and our service centre calls you back within 5 minutes.',
  ),
  coverage: [
    t('新车前三年免费拖车 100 公里', 'Free towing up to 100 km for the first three years'),
    t('现场搭电、换胎、送油', 'Jump starts, tyre changes and fuel delivery on the spot'),
    t('事故车辆协助报警与保险报案', 'Help with police and insurance reports after an accident'),
  ],
};

export const usedCar = {
  intro: t(
    '想换新车？云岭认证二手车为您的爱车免费估价，可直接抵扣新车款，手续由门店全程代办。',
    'Ready for a new bike? Yunling Certified Pre-Owned values your current one for free, takes it as part-payment on a new Yunling and handles all the paperwork.',
  ),
  steps: [
    {
      title: t('在线提交', 'Tell us about your bike'),
      text: t('填写品牌、车型、年份与里程。', 'Brand, model, year and mileage are enough to start.'),
    },
    { title: t('专员回电', 'We call you'), text: t('1 个工作日内给出初步估价。', 'You get a first valuation within one working day.') },
    { title: t('到店检测', 'Inspection'), text: t('门店 128 项检测后给出最终报价。', 'A 128-point inspection at the store sets the final offer.') },
    {
      title: t('置换过户', 'Trade-in and transfer'),
      text: t('车款抵扣新车或直接结算，门店代办过户。', 'Put the value toward a new bike or take the money; the store handles the transfer.'),
    },
  ],
  documents: [t('机动车登记证书', 'Vehicle registration certificate'), t('行驶证', 'Vehicle licence'), t('车主身份证', 'Owner’s ID card')],
};

export interface FinancePlan {
  id: string;
  name: I18nText;
  lender: I18nText;
  summary: I18nText;
  annual_rate_bp: number;
  min_down_pct: number;
  terms: number[];
  highlights: I18nText[];
}

export const financePlans: FinancePlan[] = [
  {
    id: 'fin-zero-12',
    name: t('12 期 0 息', '0% over 12 months'),
    lender: t('云岭汽车金融', 'Yunling Motor Finance'),
    summary: t('首付 30% 起，12 期零利息零手续费。', '30% down, then 12 interest-free months with no fees.'),
    annual_rate_bp: 0,
    min_down_pct: 30,
    terms: [12],
    highlights: [t('零利息', 'No interest'), t('零手续费', 'No fees'), t('30 分钟审批', 'Approval in 30 minutes')],
  },
  {
    id: 'fin-easy-36',
    name: t('轻松月供', 'Easy Monthly'),
    lender: t('云岭汽车金融', 'Yunling Motor Finance'),
    summary: t('首付 20% 起，24 或 36 期，年利率 3.99%。', '20% down, 24 or 36 months at 3.99% a year.'),
    annual_rate_bp: 399,
    min_down_pct: 20,
    terms: [24, 36],
    highlights: [t('月供更低', 'Lower monthly payments'), t('可提前还款', 'Early repayment allowed')],
  },
  {
    id: 'fin-low-down',
    name: t('低首付', 'Low Deposit'),
    lender: t('滇中银行', 'Dianzhong Bank'),
    summary: t('首付 10% 即可提车，12–48 期灵活选择，年利率 6.88%。', 'Ride away with 10% down; choose 12 to 48 months at 6.88% a year.'),
    annual_rate_bp: 688,
    min_down_pct: 10,
    terms: [12, 24, 36, 48],
    highlights: [t('10% 首付', '10% deposit'), t('期限灵活', 'Flexible terms')],
  },
];

/** Identifiers a request may name, checked by the handlers. */
export const warrantyPlanIds = extendedWarranty.plans.map((p) => p.id);
export const financePlanIds = financePlans.map((p) => p.id);
