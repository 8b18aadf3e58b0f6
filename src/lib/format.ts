/**
 * Number and date text for both languages, without `Intl`.
 *
 * The first `Intl.NumberFormat` or `Intl.DateTimeFormat` a page makes costs 35–70 ms of main thread
 * in Chromium (ICU loads its locale data), on every cold page load, and the home, model and news
 * pages each format a price or a date in their first render: 140–280 ms of Lighthouse's 4x-CPU
 * blocking time. The few shapes this site prints are simple, so they are written out here; unit tests
 * compare every function with `Intl`'s own output (docs/decisions/026-formatting-without-intl.md).
 */
export type Lang = 'zh' | 'en';

/** en-US short months; British English (en-GB, used for Beijing-time dates) writes "Sept". */
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_GB = MONTHS_EN.map((m) => (m === 'Sep' ? 'Sept' : m));
const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAYS_ZH = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
/** China has kept UTC+8 all year since 1991. */
const BEIJING_OFFSET_MS = 8 * 3600_000;

/** Grouped in threes with a decimal point (zh-CN and en-US agree): 1234567.5 → "1,234,567.50" with 2 decimals. */
export function groupDigits(n: number, decimals = 0): string {
  const sign = n < 0 ? '-' : '';
  const scale = 10 ** decimals;
  // toPrecision(15) first: 1.005 is stored as 1.00499…, which Intl (and a reader) round up.
  const scaled = Math.round(Number((Math.abs(n) * scale).toPrecision(15)));
  const whole = String(Math.floor(scaled / scale)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals ? `${sign}${whole}.${String(scaled % scale).padStart(decimals, '0')}` : `${sign}${whole}`;
}

/** Yuan for display, the same in both languages: ¥12,800 (whole) or ¥459.50 (with cents); "—" when not a number. */
export function formatYuan(value: number | string): string {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  if (!Number.isFinite(n)) return '—';
  return `¥${groupDigits(n, Number.isInteger(n) ? 0 : 2)}`;
}

interface DateParts {
  y: number;
  /** 1–12 */
  m: number;
  d: number;
  /** 0 = Sunday */
  wd: number;
  hh: number;
  mm: number;
}

/** The same instant shifted so that its UTC fields read Beijing's wall clock. */
export function inBeijing(date: Date): Date {
  return new Date(date.getTime() + BEIJING_OFFSET_MS);
}

/** Calendar fields in Beijing time (events and articles happen in China), or on the device's clock. */
function partsOf(date: Date, zone: 'beijing' | 'device'): DateParts {
  if (zone === 'device') {
    return { y: date.getFullYear(), m: date.getMonth() + 1, d: date.getDate(), wd: date.getDay(), hh: date.getHours(), mm: date.getMinutes() };
  }
  const b = inBeijing(date);
  return { y: b.getUTCFullYear(), m: b.getUTCMonth() + 1, d: b.getUTCDate(), wd: b.getUTCDay(), hh: b.getUTCHours(), mm: b.getUTCMinutes() };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

type DateInput = string | number | Date;

/**
 * Reads `value` as a date and prints its fields in `zone`. An unreadable date prints text the server
 * sent as it came, anything else as nothing.
 */
function printDate(value: DateInput, zone: 'beijing' | 'device', print: (p: DateParts) => string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return print(partsOf(date, zone));
}

/** A calendar day in Beijing time: "2025年2月18日" / "18 Feb 2025" (zh-CN / en-GB, year numeric, month long/short). */
export function formatDay(value: DateInput, lang: Lang): string {
  return printDate(value, 'beijing', (p) => (lang === 'en' ? `${p.d} ${MONTHS_GB[p.m - 1]} ${p.y}` : `${p.y}年${p.m}月${p.d}日`));
}

/**
 * An event time in Beijing time, the year only when it is not this year:
 * "12月11日周五 08:30" / "Fri 11 Dec, 08:30", or "2024年12月11日周三 08:30" / "Wed, 11 Dec 2024, 08:30".
 */
export function formatEventTime(value: DateInput, lang: Lang, now: Date = new Date()): string {
  return printDate(value, 'beijing', (p) => {
    const withYear = p.y !== partsOf(now, 'beijing').y;
    const time = `${pad2(p.hh)}:${pad2(p.mm)}`;
    if (lang === 'zh') return `${withYear ? `${p.y}年` : ''}${p.m}月${p.d}日${WEEKDAYS_ZH[p.wd]} ${time}`;
    const wd = WEEKDAYS_EN[p.wd];
    const month = MONTHS_GB[p.m - 1];
    return withYear ? `${wd}, ${p.d} ${month} ${p.y}, ${time}` : `${wd} ${p.d} ${month}, ${time}`;
  });
}

/**
 * A moment on the device's clock, as `dateStyle: 'medium'` (+ `timeStyle: 'short'`) prints it in
 * zh-CN / en-US: "2025年3月4日 14:05" / "Mar 4, 2025, 2:05 PM".
 */
export function formatMoment(value: DateInput, lang: Lang, withTime = true): string {
  return printDate(value, 'device', (p) => {
    if (lang === 'zh') return `${p.y}年${p.m}月${p.d}日${withTime ? ` ${pad2(p.hh)}:${pad2(p.mm)}` : ''}`;
    const day = `${MONTHS_EN[p.m - 1]} ${p.d}, ${p.y}`;
    return withTime ? `${day}, ${p.hh % 12 || 12}:${pad2(p.mm)} ${p.hh < 12 ? 'AM' : 'PM'}` : day;
  });
}

/** Month and day on the device's clock: "2月18日" / "Feb 18". */
export function formatMonthDay(value: DateInput, lang: Lang): string {
  return printDate(value, 'device', (p) => (lang === 'en' ? `${MONTHS_EN[p.m - 1]} ${p.d}` : `${p.m}月${p.d}日`));
}
