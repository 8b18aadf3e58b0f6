/** Where a club event meets: the place's name, street address and coordinates (null when unknown). */
export interface MeetingPoint {
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
}

/** One of the member's sign-ups as `api/activity/my_activity` returns it: what the club pass keeps. */
export interface PassEntry {
  /** The sign-up's id (stable: the calendar UID is built from it). */
  id: number;
  activity_id: number;
  slug: string;
  title: string;
  location: string;
  starts_at: string;
  ends_at: string;
  cover: string;
  meeting: MeetingPoint;
  bring: string;
  organiser: { name: string; phone: string };
  /** The member's own entry: name and masked phone, as the sign-up stored them. */
  name: string;
  phone: string;
  signed_at: string;
  status: 'upcoming' | 'past';
}

/** A member's sign-ups as saved on this device, in one language, with when they were saved. */
export interface SavedPass {
  userId: number;
  lang: 0 | 1;
  savedAt: number;
  entries: PassEntry[];
}
