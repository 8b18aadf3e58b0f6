import { describe, expect, it } from 'vitest';
import { eventState, seatsLeft } from '../../../../../src/features/content/components/club/event-status.ts';
import { validateLeague } from '../../../../../src/features/content/components/league/validate-league.ts';
import type { ClubEvent } from '../../../../../src/features/content/api/get-activities.ts';

const NOW = Date.parse('2026-11-22T12:00:00+08:00');
const base: ClubEvent = {
  id: 1,
  slug: 'e',
  title: 'E',
  description: '',
  location: '',
  starts_at: '2026-12-11T08:30:00+08:00',
  ends_at: '2026-12-13T18:00:00+08:00',
  signup_deadline: '2026-12-01T20:00:00+08:00',
  capacity: 2,
  signed_up: 0,
  cover: '',
  status: 'upcoming',
};

describe('eventState', () => {
  it('is open before the deadline with seats left', () => {
    expect(eventState(base, false, NOW)).toBe('open');
  });
  it('is full at capacity, closed after the deadline, ended after the end', () => {
    expect(eventState({ ...base, signed_up: 2 }, false, NOW)).toBe('full');
    expect(eventState(base, false, Date.parse('2026-12-02T00:00:00+08:00'))).toBe('closed');
    expect(eventState({ ...base, status: 'past' }, false, NOW)).toBe('ended');
  });
  it('shows "joined" for the member, even when the event has since filled up', () => {
    expect(eventState({ ...base, signed_up: 2 }, true, NOW)).toBe('joined');
  });
  it('never counts negative seats', () => {
    expect(seatsLeft({ ...base, signed_up: 5 })).toBe(0);
    expect(seatsLeft(base)).toBe(2);
  });
});

describe('validateLeague', () => {
  it('accepts the required fields', () => {
    expect(validateLeague({ name: '陈', phone: '13912345678', city: '成都' })).toEqual({});
  });
  it('flags blank name and city and a malformed phone', () => {
    expect(validateLeague({ name: ' ', phone: '12345', city: '' })).toEqual({ name: true, phone: true, city: true });
  });
});
