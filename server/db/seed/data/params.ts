/**
 * Spec-sheet rows. Every model's tables are produced here so that all models share exactly
 * the same bilingual labels (the compare table lines rows up by label.en).
 */
import type { I18nText, ParamRow } from '../types.ts';
import { t } from './i18n.ts';

const row = (label: I18nText, value: I18nText): ParamRow => ({ label, value });

/** Thousands separator for English copy (Chinese spec sheets write plain digits). */
const n = (v: number): string => v.toLocaleString('en-US');

export const LABELS = {
  // 整车参数 / Vehicle
  dims: t('长×宽×高', 'Length × Width × Height'),
  wheelbase: t('轴距', 'Wheelbase'),
  seat: t('座高', 'Seat Height'),
  weight: t('整备质量', 'Kerb Weight'),
  tank: t('油箱容积', 'Fuel Capacity'),
  tyreF: t('前轮胎', 'Front Tyre'),
  tyreR: t('后轮胎', 'Rear Tyre'),
  brakeF: t('前制动', 'Front Brake'),
  brakeR: t('后制动', 'Rear Brake'),
  suspF: t('前悬挂', 'Front Suspension'),
  suspR: t('后悬挂', 'Rear Suspension'),
  clearance: t('最小离地间隙', 'Ground Clearance'),
  // 发动机参数 / Engine
  engine: t('发动机型式', 'Engine Type'),
  displacement: t('排量', 'Displacement'),
  boreStroke: t('缸径×行程', 'Bore × Stroke'),
  compression: t('压缩比', 'Compression Ratio'),
  power: t('最大功率', 'Max Power'),
  torque: t('最大扭矩', 'Max Torque'),
  fuel: t('供油方式', 'Fuel System'),
  gearbox: t('变速器', 'Transmission'),
  cooling: t('冷却方式', 'Cooling'),
  emission: t('排放标准', 'Emission Standard'),
  // 基础配置 / Basic configuration
  abs: t('ABS', 'ABS'),
  tcs: t('牵引力控制', 'Traction Control'),
  modes: t('骑行模式', 'Riding Modes'),
  lighting: t('全LED灯组', 'Full LED Lighting'),
  display: t('仪表', 'Instrument Display'),
  keyless: t('无钥匙启动', 'Keyless Ignition'),
  cruise: t('定速巡航', 'Cruise Control'),
  usb: t('USB 充电', 'USB Charging'),
  quickshifter: t('快排', 'Quickshifter'),
  slipper: t('滑动离合', 'Slipper Clutch'),
} as const;

const CN_NUM = ['零', '单', '双', '三', '四', '五', '六'];
const CN_PISTON = ['零', '单', '双', '三', '四', '五', '六'];
const EN_NUM = ['zero', 'single', 'twin', 'three', 'four', 'five', 'six'];

// ---------------------------------------------------------------- vehicle rows

export interface Disc {
  n: 1 | 2;
  d: number; // disc diameter, mm
  pistons: number;
  radial?: boolean;
  floating?: boolean;
}

export interface Fork {
  d: number;
  usd: boolean;
  travel: number;
  adj?: 'none' | 'preload' | 'rebound' | 'full' | 'semi';
}

export interface Shock {
  type: 'mono' | 'link' | 'twin' | 'cantilever';
  travel: number;
  adj?: 'none' | 'preload' | 'rebound' | 'full' | 'semi';
}

const ADJ_ZH = {
  none: '',
  preload: '，预载可调',
  rebound: '，预载及回弹阻尼可调',
  full: '，预载、压缩及回弹阻尼全可调',
  semi: '，电子半主动阻尼调节',
} as const;
const ADJ_EN = {
  none: '',
  preload: ', preload adjustable',
  rebound: ', preload and rebound adjustable',
  full: ', fully adjustable (preload, compression, rebound)',
  semi: ', electronic semi-active damping',
} as const;

const discText = (b: Disc): I18nText => {
  const zh = `${b.n === 2 ? '双' : '单'} ${b.d} mm ${b.floating ? '浮动' : ''}碟刹，${b.radial ? '径向' : ''}${CN_PISTON[b.pistons]}活塞卡钳`;
  const en =
    `${b.n === 2 ? 'Dual' : 'Single'} ${b.d} mm ${b.floating ? 'floating ' : ''}disc${b.n === 2 ? 's' : ''}, ` +
    `${b.radial ? 'radial-mount ' : ''}${b.pistons === 1 ? 'single' : EN_NUM[b.pistons]}-piston caliper${b.n === 2 ? 's' : ''}`;
  return { zh, en };
};

export const P = {
  dims: (l: number, w: number, h: number) => row(LABELS.dims, t(`${l}×${w}×${h} mm`, `${n(l)} × ${n(w)} × ${n(h)} mm`)),
  wheelbase: (mm: number) => row(LABELS.wheelbase, t(`${mm} mm`, `${n(mm)} mm`)),
  seat: (mm: number | [number, number]) =>
    row(LABELS.seat, Array.isArray(mm) ? t(`${mm[0]} / ${mm[1]} mm（两档可调）`, `${mm[0]} / ${mm[1]} mm (two-position adjustable)`) : t(`${mm} mm`)),
  weight: (kg: number) => row(LABELS.weight, t(`${kg} kg`)),
  tank: (l: number) => row(LABELS.tank, t(`${l} L`)),
  tyreF: (size: string, note?: I18nText) => row(LABELS.tyreF, note ? t(`${size}（${note.zh}）`, `${size} (${note.en})`) : t(size)),
  tyreR: (size: string, note?: I18nText) => row(LABELS.tyreR, note ? t(`${size}（${note.zh}）`, `${size} (${note.en})`) : t(size)),
  brakeF: (b: Disc) => row(LABELS.brakeF, discText(b)),
  brakeR: (b: Disc) => row(LABELS.brakeR, discText(b)),
  suspF: (f: Fork) =>
    row(
      LABELS.suspF,
      t(
        `φ${f.d} mm ${f.usd ? '倒置' : '正置'}前叉，行程 ${f.travel} mm${ADJ_ZH[f.adj ?? 'none']}`,
        `${f.d} mm ${f.usd ? 'upside-down' : 'telescopic'} fork, ${f.travel} mm travel${ADJ_EN[f.adj ?? 'none']}`,
      ),
    ),
  suspR: (s: Shock) => {
    const zh = { mono: '中置单减震', link: '连杆式中置单减震', twin: '双侧减震器', cantilever: '隐藏式悬臂单减震' }[s.type];
    const en = { mono: 'Monoshock', link: 'Linkage monoshock', twin: 'Twin shocks', cantilever: 'Concealed cantilever monoshock' }[s.type];
    return row(LABELS.suspR, t(`${zh}，行程 ${s.travel} mm${ADJ_ZH[s.adj ?? 'none']}`, `${en}, ${s.travel} mm travel${ADJ_EN[s.adj ?? 'none']}`));
  },
  clearance: (mm: number) => row(LABELS.clearance, t(`${mm} mm`)),

  // ---------------------------------------------------------------- engine rows
  engine: (e: EngineLayout) => {
    const lay = {
      single: ['单缸', 'Single-cylinder'],
      twin: ['并列双缸', 'Parallel-twin'],
      vtwin: [`${e.vee ?? 60}° V 型双缸`, `${e.vee ?? 60}° V-twin`],
      triple: ['直列三缸', 'Inline-triple'],
      four: ['直列四缸', 'Inline-four'],
    }[e.layout];
    const crankZh = e.crank ? `，${e.crank}° 曲轴` : '';
    const crankEn = e.crank ? `, ${e.crank}° crank` : '';
    return row(
      LABELS.engine,
      t(
        `${lay[0]}、四冲程、${e.cam}、每缸 ${e.valves} 气门${crankZh}`,
        `${lay[1]}, four-stroke, ${e.cam}, ${e.valves} valves per cylinder${crankEn}`,
      ),
    );
  },
  displacement: (cc: number) => row(LABELS.displacement, t(`${cc} mL`, `${n(cc)} cc`)),
  boreStroke: (b: number, s: number) => row(LABELS.boreStroke, t(`${b}×${s} mm`, `${b} × ${s} mm`)),
  compression: (r: number) => row(LABELS.compression, t(`${r}:1`)),
  power: (kw: number, rpm: number) => row(LABELS.power, t(`${kw} kW / ${rpm} r/min`, `${kw} kW (${Math.round(kw * 1.341)} hp) at ${n(rpm)} rpm`)),
  torque: (nm: number, rpm: number) => row(LABELS.torque, t(`${nm} N·m / ${rpm} r/min`, `${nm} Nm at ${n(rpm)} rpm`)),
  fuel: (throttles: number, mm: number, rideByWire: boolean) =>
    row(
      LABELS.fuel,
      t(
        `电控燃油喷射，${CN_NUM[throttles]} ${mm} mm 节气门体${rideByWire ? '，电子油门' : ''}`,
        `Electronic fuel injection, ${throttles === 1 ? 'single' : EN_NUM[throttles]} ${mm} mm throttle bod${throttles === 1 ? 'y' : 'ies'}${rideByWire ? ', ride-by-wire' : ''}`,
      ),
    ),
  gearbox: (speeds: number | 'cvt', drive: 'chain' | 'belt' | 'shaft') => {
    if (speeds === 'cvt') return row(LABELS.gearbox, t('CVT 无级变速，皮带传动', 'CVT automatic, belt drive'));
    const d = { chain: ['链条', 'chain'], belt: ['皮带', 'belt'], shaft: ['轴', 'shaft'] }[drive];
    return row(LABELS.gearbox, t(`${speeds} 速国际档，${d[0]}传动`, `${speeds}-speed manual, ${d[1]} final drive`));
  },
  cooling: (c: 'liquid' | 'oilair' | 'air') =>
    row(LABELS.cooling, { liquid: t('水冷', 'Liquid-cooled'), oilair: t('油风冷', 'Oil/air-cooled'), air: t('风冷', 'Air-cooled') }[c]),
  emission: () => row(LABELS.emission, t('国四 / 欧 5', 'China IV / Euro 5')),

  // ---------------------------------------------------------------- config rows
  abs: (a: 'cbs' | 'dual' | 'switchable' | 'cornering') =>
    row(
      LABELS.abs,
      {
        cbs: t('前轮单通道 ABS + CBS 联动制动', 'Front ABS with combined braking (CBS)'),
        dual: t('双通道 ABS', 'Dual-channel ABS'),
        switchable: t('双通道 ABS，越野模式下后轮可关闭', 'Dual-channel ABS, rear switchable for off-road'),
        cornering: t('弯道 ABS（六轴 IMU）', 'Cornering ABS with six-axis IMU'),
      }[a],
    ),
  tcs: (v: false | 'basic' | 'lean') =>
    row(
      LABELS.tcs,
      v === false ? t('—') : v === 'basic' ? t('两级可调，可关闭', 'Two levels, switchable') : t('倾角感应，多级可调', 'Lean-sensitive, multi-level'),
    ),
  modes: (list: Mode[]) =>
    row(LABELS.modes, list.length === 0 ? t('—') : t(list.map((m) => MODES[m][0]).join(' / '), list.map((m) => MODES[m][1]).join(' / '))),
  lighting: (v: 'head' | 'led' | 'drl' | 'cornering') =>
    row(
      LABELS.lighting,
      {
        head: t('LED 前大灯，卤素转向灯', 'LED headlight, halogen indicators'),
        led: t('标配', 'Standard'),
        drl: t('标配，含日间行车灯', 'Standard, with daytime running light'),
        cornering: t('标配，含弯道辅助照明', 'Standard, with cornering lights'),
      }[v],
    ),
  display: (v: number | 'lcd' | 'round') =>
    row(
      LABELS.display,
      v === 'lcd'
        ? t('多功能液晶仪表', 'Multifunction LCD')
        : v === 'round'
          ? t('圆形复古液晶仪表', 'Round retro-style LCD')
          : t(`${v} 英寸 TFT 彩色仪表，支持手机互联导航`, `${v}-inch colour TFT with smartphone connectivity and navigation`),
    ),
  keyless: (v: Avail) => row(LABELS.keyless, avail(v)),
  cruise: (v: Avail) => row(LABELS.cruise, v === true ? t('电子定速巡航', 'Electronic cruise control') : avail(v)),
  usb: (v: false | 'a' | 'c' | 'ac') =>
    row(
      LABELS.usb,
      {
        false: t('—'),
        a: t('USB-A 接口 ×1', '1 × USB-A'),
        c: t('USB-C 快充接口 ×1', '1 × USB-C fast charging'),
        ac: t('USB-A + USB-C 快充接口', 'USB-A and USB-C fast charging'),
      }[String(v) as 'false' | 'a' | 'c' | 'ac'],
    ),
  quickshifter: (v: false | 'opt' | 'up' | 'bi') =>
    row(
      LABELS.quickshifter,
      {
        false: t('—'),
        opt: t('选装', 'Optional'),
        up: t('单向升档快排', 'Upshift only'),
        bi: t('双向快排', 'Up/down quickshifter'),
      }[String(v) as 'false' | 'opt' | 'up' | 'bi'],
    ),
  slipper: (v: Avail) => row(LABELS.slipper, avail(v)),
};

export type Avail = true | 'opt' | false;
const avail = (v: Avail): I18nText => (v === true ? t('标配', 'Standard') : v === 'opt' ? t('选装', 'Optional') : t('—'));

export type Mode = 'rain' | 'road' | 'sport' | 'track' | 'offroad' | 'eco' | 'touring' | 'custom';
const MODES: Record<Mode, [string, string]> = {
  rain: ['雨天', 'Rain'],
  road: ['公路', 'Road'],
  sport: ['运动', 'Sport'],
  track: ['赛道', 'Track'],
  offroad: ['越野', 'Off-road'],
  eco: ['经济', 'Eco'],
  touring: ['旅行', 'Touring'],
  custom: ['自定义', 'Custom'],
};

export interface EngineLayout {
  layout: 'single' | 'twin' | 'vtwin' | 'triple' | 'four';
  cam: 'SOHC' | 'DOHC';
  valves: number;
  crank?: number;
  vee?: number;
}

// ---------------------------------------------------------------- whole tables

export interface VehicleSpec {
  dims: [number, number, number];
  wheelbase: number;
  seat: number | [number, number];
  weight: number;
  tank: number;
  tyres: [string, string];
  brakeF: Disc;
  brakeR: Disc;
  fork: Fork;
  shock: Shock;
  clearance: number;
}

export const vehicle = (v: VehicleSpec): ParamRow[] => [
  P.dims(...v.dims),
  P.wheelbase(v.wheelbase),
  P.seat(v.seat),
  P.weight(v.weight),
  P.tank(v.tank),
  P.tyreF(v.tyres[0]),
  P.tyreR(v.tyres[1]),
  P.brakeF(v.brakeF),
  P.brakeR(v.brakeR),
  P.suspF(v.fork),
  P.suspR(v.shock),
  P.clearance(v.clearance),
];

export interface EngineSpec extends EngineLayout {
  cc: number;
  bore: number;
  stroke: number;
  cr: number;
  kw: [number, number];
  nm: [number, number];
  throttle: [number, number];
  rbw: boolean;
  gears: number | 'cvt';
  drive: 'chain' | 'belt' | 'shaft';
  cooling: 'liquid' | 'oilair' | 'air';
}

export const engine = (e: EngineSpec): ParamRow[] => [
  P.engine(e),
  P.displacement(e.cc),
  P.boreStroke(e.bore, e.stroke),
  P.compression(e.cr),
  P.power(...e.kw),
  P.torque(...e.nm),
  P.fuel(e.throttle[0], e.throttle[1], e.rbw),
  P.gearbox(e.gears, e.drive),
  P.cooling(e.cooling),
  P.emission(),
];

export interface ConfigSpec {
  abs: 'cbs' | 'dual' | 'switchable' | 'cornering';
  tcs: false | 'basic' | 'lean';
  modes: Mode[];
  lighting: 'head' | 'led' | 'drl' | 'cornering';
  display: number | 'lcd' | 'round';
  keyless: Avail;
  cruise: Avail;
  usb: false | 'a' | 'c' | 'ac';
  qs: false | 'opt' | 'up' | 'bi';
  slipper: Avail;
}

export const config = (c: ConfigSpec): ParamRow[] => [
  P.abs(c.abs),
  P.tcs(c.tcs),
  P.modes(c.modes),
  P.lighting(c.lighting),
  P.display(c.display),
  P.keyless(c.keyless),
  P.cruise(c.cruise),
  P.usb(c.usb),
  P.quickshifter(c.qs),
  P.slipper(c.slipper),
];
