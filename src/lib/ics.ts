// iCalendar (RFC 5545) files built on the device, so "add to calendar" works with no signal. No
// library in node_modules writes iCalendar, and the part this site needs (events with alarms in
// China's time zone) is small: escaping (3.3.11), folding at 75 octets (3.1), CRLF line ends.

/** A reminder `minutesBefore` the start, shown with `text`. */
export interface IcsAlarm {
  minutesBefore: number;
  text: string;
}

/** One calendar event. Times are instants; the file writes them as China wall-clock time. */
export interface IcsEvent {
  /** Stable per thing: importing again updates the calendar entry instead of duplicating it. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  geo?: { lat: number; lng: number };
  description?: string;
  url?: string;
  alarms?: IcsAlarm[];
}

/** The time zone events are written in; China has kept UTC+8 without daylight saving since 1991. */
export const ICS_TZID = 'Asia/Shanghai';
const OFFSET_MS = 8 * 3600_000;
const CRLF = '\r\n';

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICS_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:CST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line so that no line exceeds 75 octets of UTF-8 (continuations start with one
 * space); a multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** UTC date-time, `20261224T110000Z`. */
export function utcStamp(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/** China wall-clock date-time without zone suffix, `20261224T190000` (used with TZID). */
export function shanghaiStamp(date: Date): string {
  return utcStamp(new Date(date.getTime() + OFFSET_MS)).slice(0, -1);
}

/** A TRIGGER duration before the start: 1440 → `-P1D`, 120 → `-PT2H`, 90 → `-PT1H30M`. */
export function triggerBefore(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m > 0 && m % 1440 === 0) return `-P${m / 1440}D`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return `-PT${h ? `${h}H` : ''}${rest || !h ? `${rest}M` : ''}`;
}

function eventLines(e: IcsEvent, now: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${ICS_TZID}:${shanghaiStamp(e.start)}`,
    `DTEND;TZID=${ICS_TZID}:${shanghaiStamp(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
  ];
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.geo && Number.isFinite(e.geo.lat) && Number.isFinite(e.geo.lng)) lines.push(`GEO:${e.geo.lat.toFixed(6)};${e.geo.lng.toFixed(6)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.url) lines.push(`URL:${e.url}`);
  for (const a of e.alarms ?? []) {
    lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(a.text)}`, `TRIGGER:${triggerBefore(a.minutesBefore)}`, 'END:VALARM');
  }
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR with a VTIMEZONE for Asia/Shanghai: CRLF line ends, folded lines. */
export function buildIcs(events: readonly IcsEvent[], opts: { prodId: string; now?: Date }): string {
  const now = opts.now ?? new Date();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${opts.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VTIMEZONE,
    ...events.flatMap((e) => eventLines(e, now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
