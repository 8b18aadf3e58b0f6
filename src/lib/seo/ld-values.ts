/** Value formats structured data asks for: China-time dates and schema.org opening hours. */

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * An ISO date-time as China time with its offset (`2026-04-11T09:00:00+08:00`): event times must say
 * their zone. A date alone (`2025-02-18`) stays a date; anything unparsable is returned as it is.
 */
export function chinaTime(iso: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return `${new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

const DAYS: Record<string, string> = {
  mon: 'Mo',
  tue: 'Tu',
  wed: 'We',
  thu: 'Th',
  fri: 'Fr',
  sat: 'Sa',
  sun: 'Su',
  周一: 'Mo',
  周二: 'Tu',
  周三: 'We',
  周四: 'Th',
  周五: 'Fr',
  周六: 'Sa',
  周日: 'Su',
  周天: 'Su',
};

const DAY = '(mon|tue|wed|thu|fri|sat|sun|周[一二三四五六日天])';
const TIME = '(\\d{1,2}):(\\d{2})';
const SEGMENT = new RegExp(`^${DAY}(?:\\s*(?:[-–~～]|至)\\s*${DAY})?\\s*${TIME}\\s*[-–~～]\\s*${TIME}$`, 'i');

const hhmm = (h: string, m: string): string => `${h.padStart(2, '0')}:${m}`;

/**
 * A store's hours as written on the site ("Mon–Sat 9:00–18:00, Sun 10:00–17:00", "周一至周日 9:30–20:00")
 * in schema.org's form (["Mo-Sa 09:00-18:00", "Su 10:00-17:00"]). Remarks in brackets are left out;
 * undefined when any part is not understood (no hours are better than wrong ones).
 */
export function openingHours(text: string): string[] | undefined {
  const plain = text.replace(/[（(][^）)]*[）)]/g, '').trim();
  if (!plain) return undefined;
  const out: string[] = [];
  for (const part of plain.split(/[,，;；、]/)) {
    const m = SEGMENT.exec(part.trim());
    if (!m) return undefined;
    const [, from, to, h1, m1, h2, m2] = m;
    const days = to ? `${DAYS[from.toLowerCase()]}-${DAYS[to.toLowerCase()]}` : DAYS[from.toLowerCase()];
    out.push(`${days} ${hhmm(h1, m1)}-${hhmm(h2, m2)}`);
  }
  return out;
}
