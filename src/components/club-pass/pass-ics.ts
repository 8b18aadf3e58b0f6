import type { TFunction } from 'i18next';
import { buildIcs, type IcsEvent } from '../../lib/ics.ts';
import type { PassEntry } from '../../lib/club-pass/pass-types.ts';
import { site } from '../../config/site.ts';

/** Reminders: the day before (time to pack) and two hours before (time to set off). */
const ALARMS_MIN = [24 * 60, 120];

/** One sign-up as a calendar event in the page's language, with its reminders; UID stable per sign-up. */
export function passEvent(entry: PassEntry, t: TFunction<'pass'>): IcsEvent {
  const { meeting, organiser } = entry;
  const description = [
    meeting.address && t('ics.address', { address: meeting.address }),
    entry.bring && t('ics.bring', { text: entry.bring }),
    organiser.name && t('ics.organiser', { name: organiser.name, phone: organiser.phone }),
    t('ics.entry', { name: entry.name, phone: entry.phone }),
  ].filter(Boolean);
  return {
    uid: `club-signup-${entry.id}-event-${entry.activity_id}@yunling-motor`,
    start: new Date(entry.starts_at),
    end: new Date(entry.ends_at),
    summary: entry.title,
    location: [meeting.name || entry.location, meeting.address].filter(Boolean).join(' · '),
    geo: meeting.lat !== null && meeting.lng !== null ? { lat: meeting.lat, lng: meeting.lng } : undefined,
    description: description.join('\n'),
    alarms: ALARMS_MIN.map((m) => ({ minutesBefore: m, text: t(m >= 1440 ? 'ics.dayBefore' : 'ics.twoHours', { title: entry.title }) })),
  };
}

/** The .ics text for one sign-up. */
export function passIcs(entry: PassEntry, t: TFunction<'pass'>, now = new Date()): string {
  return buildIcs([passEvent(entry, t)], { prodId: `-//${site.name.en}//Club pass//${t('ics.lang')}`, now });
}

/** Saves the sign-up's .ics through a download link: made on the device, so it works offline. */
export function downloadPassIcs(entry: PassEntry, t: TFunction<'pass'>): void {
  const blob = new Blob([passIcs(entry, t)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${entry.slug || `event-${entry.activity_id}`}.ics`;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked on a later task: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
