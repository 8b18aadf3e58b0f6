/**
 * Maintenance schedule by model style and mileage, and the booking time slots. Rows are generated
 * from each style's interval rules so the table and the booking form can never disagree.
 */
import type { BikeStyle, I18nText } from './types.ts';

const t = (zh: string, en: string): I18nText => ({ zh, en });

/** I inspect, R replace, A adjust, C clean, L lubricate. */
export type Action = 'I' | 'R' | 'A' | 'C' | 'L';

export const actionNames: Record<Action, I18nText> = {
  I: t('检查', 'Inspect'),
  R: t('更换', 'Replace'),
  A: t('调整', 'Adjust'),
  C: t('清洁', 'Clean'),
  L: t('润滑', 'Lubricate'),
};

const items = {
  engine_oil: t('机油', 'Engine oil'),
  oil_filter: t('机油滤清器', 'Oil filter'),
  air_filter: t('空气滤清器', 'Air filter'),
  spark_plug: t('火花塞', 'Spark plugs'),
  valves: t('气门间隙', 'Valve clearance'),
  brake_fluid: t('制动液', 'Brake fluid'),
  coolant: t('冷却液', 'Coolant'),
  chain: t('传动链条', 'Drive chain'),
  belt: t('CVT 传动皮带', 'CVT drive belt'),
  brakes: t('刹车片与刹车盘', 'Brake pads and discs'),
  tyres: t('轮胎与气压', 'Tyres and pressures'),
  suspension: t('悬挂与转向轴承', 'Suspension and steering bearings'),
  battery: t('蓄电池与电器', 'Battery and electrics'),
  fasteners: t('全车紧固件', 'Fasteners, all round'),
} as const;

type ItemCode = keyof typeof items;

interface StyleRule {
  style: BikeStyle;
  name: I18nText;
  first_km: number;
  interval_km: number;
  interval_months: number;
  /** km at which valves are adjusted / spark plugs replaced / coolant replaced (multiples). */
  valves_km: number;
  plugs_km: number;
  coolant_km: number | null; // null: air-cooled
  belt: boolean; // scooter CVT instead of a chain
  base_price_cents: number;
}

const rules: StyleRule[] = [
  {
    style: 'adventure',
    name: t('探险', 'Adventure'),
    first_km: 1000,
    interval_km: 6000,
    interval_months: 6,
    valves_km: 24000,
    plugs_km: 12000,
    coolant_km: 24000,
    belt: false,
    base_price_cents: 48000,
  },
  {
    style: 'sport',
    name: t('运动', 'Sport'),
    first_km: 1000,
    interval_km: 6000,
    interval_months: 6,
    valves_km: 24000,
    plugs_km: 12000,
    coolant_km: 24000,
    belt: false,
    base_price_cents: 52000,
  },
  {
    style: 'naked',
    name: t('街车', 'Naked'),
    first_km: 1000,
    interval_km: 6000,
    interval_months: 6,
    valves_km: 24000,
    plugs_km: 12000,
    coolant_km: 24000,
    belt: false,
    base_price_cents: 42000,
  },
  {
    style: 'cruiser',
    name: t('巡航', 'Cruiser'),
    first_km: 1000,
    interval_km: 8000,
    interval_months: 12,
    valves_km: 32000,
    plugs_km: 16000,
    coolant_km: 32000,
    belt: false,
    base_price_cents: 56000,
  },
  {
    style: 'scooter',
    name: t('踏板', 'Scooter'),
    first_km: 1000,
    interval_km: 4000,
    interval_months: 6,
    valves_km: 12000,
    plugs_km: 12000,
    coolant_km: 24000,
    belt: true,
    base_price_cents: 26000,
  },
  {
    style: 'retro',
    name: t('复古', 'Heritage'),
    first_km: 1000,
    interval_km: 5000,
    interval_months: 6,
    valves_km: 15000,
    plugs_km: 10000,
    coolant_km: null,
    belt: false,
    base_price_cents: 38000,
  },
];

/** How far the generated table goes; beyond it the cycle repeats (the client wraps around). */
export const SCHEDULE_MAX_KM = 36000;

function rowItems(r: StyleRule, km: number, first: boolean): [ItemCode, Action][] {
  const at = (every: number) => !first && km % every === 0;
  const list: [ItemCode, Action][] = [
    ['engine_oil', 'R'],
    ['oil_filter', 'R'],
    ['air_filter', at(r.interval_km * 2) ? 'R' : 'C'],
    ['spark_plug', at(r.plugs_km) ? 'R' : 'I'],
  ];
  if (first || at(r.valves_km)) list.push(['valves', first ? 'I' : 'A']);
  list.push(['brake_fluid', at(r.interval_km * 4) || at(24000) ? 'R' : 'I']);
  if (r.coolant_km !== null) list.push(['coolant', at(r.coolant_km) ? 'R' : 'I']);
  list.push(r.belt ? ['belt', at(r.interval_km * 3) ? 'R' : 'I'] : ['chain', 'L']);
  list.push(['brakes', 'I'], ['tyres', 'I'], ['suspension', 'I'], ['battery', 'I'], ['fasteners', first ? 'A' : 'I']);
  return list;
}

/** One style's service rows up to SCHEDULE_MAX_KM, each with its items and an estimated price. */
function styleRows(r: StyleRule) {
  const rows = [{ km: r.first_km, months: 1, first: true }];
  for (let km = r.interval_km; km <= SCHEDULE_MAX_KM; km += r.interval_km)
    rows.push({ km, months: (km / r.interval_km) * r.interval_months, first: false });
  return rows.map(({ km, months, first }) => {
    const list = rowItems(r, km, first);
    const replaced = list.filter(([, a]) => a === 'R').length;
    return {
      km,
      months,
      major: !first && list.some(([code, a]) => (code === 'valves' && a === 'A') || (code === 'coolant' && a === 'R')),
      // First service: labour only. Later: the base price plus parts for every replaced item beyond oil.
      estimated_price_cents: first ? 0 : r.base_price_cents + Math.max(0, replaced - 2) * 12000,
      items: list.map(([code, action]) => ({ code, name: items[code], action })),
    };
  });
}

/** The schedule of every style. */
export const maintenanceSchedule = rules.map((r) => ({
  style: r.style,
  name: r.name,
  first_km: r.first_km,
  interval_km: r.interval_km,
  interval_months: r.interval_months,
  rows: styleRows(r),
}));

/** Booking time slots (maintenance and test drives); the server accepts only these. */
export const timeSlots = ['09:00-10:30', '10:30-12:00', '13:30-15:00', '15:00-16:30', '16:30-18:00'] as const;

/** How far ahead a booking may be made. */
export const BOOKING_WINDOW_DAYS = 60;
