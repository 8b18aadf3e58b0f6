import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, shanghaiStamp, triggerBefore, utcStamp } from '../../../../src/lib/ics.ts';

const octets = (s: string) => new TextEncoder().encode(s).length;
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

const event = {
  uid: 'signup-42@club.example',
  start: new Date('2026-12-24T19:00:00+08:00'),
  end: new Date('2026-12-24T22:00:00+08:00'),
  summary: 'Kunming Christmas Night Ride',
  location: 'Yunling Dianchi Flagship Store, 1288 Dianchi Road; Kunming',
  geo: { lat: 24.9816, lng: 102.6893 },
  description: 'Bring: a reflective vest, helmet\nOrganiser: Wang Lei, +86 871 6512 3401',
  alarms: [
    { minutesBefore: 1440, text: 'Tomorrow: Kunming Christmas Night Ride' },
    { minutesBefore: 120, text: 'In 2 hours: Kunming Christmas Night Ride' },
  ],
};

describe('ics builder', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a multi-byte character, continuation lines start with a space', () => {
    const long = `DESCRIPTION:${'集合地点：云南省昆明市呈贡区云岭路八号'.repeat(6)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const [i, l] of lines.entries()) {
      expect(octets(l)).toBeLessThanOrEqual(75);
      if (i > 0) expect(l.startsWith(' ')).toBe(true);
    }
    expect(unfold(folded)).toBe(long);
    expect(foldLine('SHORT:ok')).toBe('SHORT:ok');
    const ascii = foldLine(`X:${'a'.repeat(200)}`).split('\r\n');
    expect(ascii.map(octets)).toEqual([75, 75, 54]);
  });

  it('writes times in Asia/Shanghai with a VTIMEZONE, DTSTAMP in UTC', () => {
    expect(shanghaiStamp(new Date('2026-12-24T11:00:00Z'))).toBe('20261224T190000');
    expect(utcStamp(new Date('2026-11-25T23:05:09Z'))).toBe('20261125T230509Z');
    const ics = buildIcs([event], { prodId: '-//Yunling Motor//Club pass//EN', now: new Date('2026-11-25T10:00:00Z') });
    const text = unfold(ics);
    expect(text).toContain(
      'BEGIN:VTIMEZONE\r\nTZID:Asia/Shanghai\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0800\r\nTZOFFSETTO:+0800',
    );
    expect(text).toContain('DTSTART;TZID=Asia/Shanghai:20261224T190000\r\n');
    expect(text).toContain('DTEND;TZID=Asia/Shanghai:20261224T220000\r\n');
    expect(text).toContain('DTSTAMP:20261125T100000Z\r\n');
  });

  it('is a VCALENDAR/VEVENT with UID, GEO, escaped LOCATION/DESCRIPTION, two alarms and CRLF only', () => {
    const ics = buildIcs([event], { prodId: '-//Yunling Motor//Club pass//EN', now: new Date('2026-11-25T10:00:00Z') });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Yunling Motor//Club pass//EN\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const text = unfold(ics);
    expect(text).toContain('UID:signup-42@club.example\r\n');
    expect(text).toContain('SUMMARY:Kunming Christmas Night Ride\r\n');
    expect(text).toContain('LOCATION:Yunling Dianchi Flagship Store\\, 1288 Dianchi Road\\; Kunming\r\n');
    expect(text).toContain('GEO:24.981600;102.689300\r\n');
    expect(text).toContain('DESCRIPTION:Bring: a reflective vest\\, helmet\\nOrganiser: Wang Lei\\, +86 871 6512 3401\r\n');
    expect(text.match(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:[^\r]+\r\nTRIGGER:(-P1D|-PT2H)\r\nEND:VALARM/g)).toHaveLength(2);
    expect(text).toContain('TRIGGER:-P1D');
    expect(text).toContain('TRIGGER:-PT2H');
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('writes alarm durations RFC 5545 style', () => {
    expect(triggerBefore(1440)).toBe('-P1D');
    expect(triggerBefore(2880)).toBe('-P2D');
    expect(triggerBefore(120)).toBe('-PT2H');
    expect(triggerBefore(90)).toBe('-PT1H30M');
    expect(triggerBefore(15)).toBe('-PT15M');
    expect(triggerBefore(0)).toBe('-PT0M');
  });
});
