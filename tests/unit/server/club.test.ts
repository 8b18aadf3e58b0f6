import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { backfillEventMeetings } from '../../../server/db/migrations/013-pass-event-meetings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  // The seed's dates are fixed; keep the two upcoming events open whatever day the tests run.
  const future = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
  const later = new Date(Date.now() + 60 * 24 * 3600 * 1000).toISOString();
  await t.db.db.updateTable('activities').set({ signup_deadline: future, ends_at: later }).where('slug', 'in', [ROOMY, TINY]).execute();
});
afterAll(async () => {
  await t.close();
});

type Json<D = unknown> = { code: number; msg: string; data: D };
const json = <D = unknown>(r: { json(): unknown }) => r.json() as Json<D>;
const CJK = /[\u4e00-\u9fff]/;

let phoneSeq = 0;
/** A fresh logged-in user (distinct phone per call). */
async function user(): Promise<{ token: string; user_id: number; mobile: string }> {
  phoneSeq += 1;
  const phone = `139${String(10_000_000 + phoneSeq).padStart(8, '0')}`;
  const r = json<{ token: string; user_id: number; mobile: string }>(await t.post('__test/session', { phone }));
  expect(r.code).toBe(1);
  return r.data;
}

async function eventId(slug: string): Promise<number> {
  const row = await t.db.db.selectFrom('activities').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  return row.id;
}

/** Upcoming events (as seeded): a roomy one and the capacity-2 coaching session; a past one. */
const ROOMY = 'yunnan-grand-loop-2027';
const TINY = 'one-to-one-offroad-coaching';
const PAST = 'dianchi-sunrise-ride-2025';

describe('activity/join_activity', () => {
  it('needs a login: 401 envelope without or with a bad token', async () => {
    const id = await eventId(ROOMY);
    const none = await t.post('api/activity/join_activity', { consent: true, activity_id: id, name: '张三', phone: '13800000000' });
    expect(none.statusCode).toBe(401);
    expect(json(none)).toMatchObject({ code: 401, msg: '请先登录' });
    const bad = await t.post(
      'api/activity/join_activity',
      { consent: true, activity_id: id, name: 'Li', phone: '13800000000', lang: 1 },
      'f'.repeat(32),
    );
    expect(bad.statusCode).toBe(401);
    expect(json(bad).msg).toBe('Please log in');
  });

  it('signs up (Chinese), writes the row and returns the new count', async () => {
    const u = await user();
    const id = await eventId(ROOMY);
    const before = json<{ id: number; signed_up: number }[]>(await t.post('api/activity/get_activity', {})).data.find((e) => e.id === id)!.signed_up;
    const r = await t.post('api/activity/join_activity', { consent: true, activity_id: id, name: ' 张三 ', phone: '13800000001' }, u.token);
    expect(r.statusCode).toBe(200);
    const res = json<{ activity_id: number; signed_up: number; capacity: number; seats_left: number }>(r);
    expect(res.code).toBe(1);
    expect(res.msg).toMatch(CJK);
    expect(res.data).toMatchObject({ activity_id: id, signed_up: before + 1, capacity: 120, seats_left: 120 - before - 1 });
    const row = await t.db.db
      .selectFrom('activity_signups')
      .selectAll()
      .where('activity_id', '=', id)
      .where('user_id', '=', u.user_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: '张三', phone: '13800000001' });
    const after = json<{ id: number; signed_up: number }[]>(await t.post('api/activity/get_activity', {})).data.find((e) => e.id === id)!.signed_up;
    expect(after).toBe(before + 1);
  });

  it('refuses a repeated sign-up with code 0 in both languages', async () => {
    const u = await user();
    const id = await eventId(ROOMY);
    expect(
      json(await t.post('api/activity/join_activity', { consent: true, activity_id: id, name: 'Amy', phone: '13800000002', lang: 1 }, u.token)).msg,
    ).toMatch(/signed up/i);
    const zh = json(await t.post('api/activity/join_activity', { consent: true, activity_id: id, name: 'Amy', phone: '13800000002' }, u.token));
    expect(zh).toMatchObject({ code: 0, msg: '您已报名此活动，请勿重复报名', data: null });
    const en = json(
      await t.post('api/activity/join_activity', { consent: true, activity_id: id, name: 'Amy', phone: '13800000002', lang: 1 }, u.token),
    );
    expect(en).toMatchObject({ code: 0, msg: 'You have already signed up for this event' });
    const rows = await t.db.db.selectFrom('activity_signups').select('id').where('activity_id', '=', id).where('user_id', '=', u.user_id).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses when the capacity-2 event is full', async () => {
    const id = await eventId(TINY);
    await t.db.db.deleteFrom('activity_signups').where('activity_id', '=', id).execute();
    for (const n of [1, 2]) {
      const res = json<{ signed_up: number; seats_left: number }>(
        await t.post(
          'api/activity/join_activity',
          { consent: true, activity_id: id, name: `Rider ${n}`, phone: '13800000003' },
          (await user()).token,
        ),
      );
      expect(res.code).toBe(1);
      expect(res.data.signed_up).toBe(n);
    }
    const third = await user();
    const zh = json(await t.post('api/activity/join_activity', { consent: true, activity_id: id, name: '王五', phone: '13800000004' }, third.token));
    expect(zh).toMatchObject({ code: 0, msg: '名额已满，欢迎关注下一期活动' });
    const en = json(
      await t.post('api/activity/join_activity', { consent: true, activity_id: id, name: 'Wang', phone: '13800000004', lang: 1 }, third.token),
    );
    expect(en.code).toBe(0);
    expect(en.msg).toMatch(/full/i);
    const count = await t.db.db.selectFrom('activity_signups').select('id').where('activity_id', '=', id).execute();
    expect(count).toHaveLength(2);
  });

  it('refuses a past event (sign-up closed) and an unknown one', async () => {
    const u = await user();
    const closed = json(
      await t.post('api/activity/join_activity', { consent: true, activity_id: await eventId(PAST), name: '赵六', phone: '13800000005' }, u.token),
    );
    expect(closed).toMatchObject({ code: 0, msg: '报名已截止' });
    const closedEn = json(
      await t.post(
        'api/activity/join_activity',
        { consent: true, activity_id: await eventId(PAST), name: 'Zhao', phone: '13800000005', lang: 1 },
        u.token,
      ),
    );
    expect(closedEn.msg).toBe('Sign-up for this event has closed');
    const unknown = json(
      await t.post('api/activity/join_activity', { consent: true, activity_id: 987654, name: '赵六', phone: '13800000005' }, u.token),
    );
    expect(unknown).toMatchObject({ code: 0, msg: '活动不存在或已取消' });
  });

  it('race: 10 concurrent sign-ups by 10 users for 2 places → exactly 2 succeed', async () => {
    const id = await eventId(TINY);
    await t.db.db.deleteFrom('activity_signups').where('activity_id', '=', id).execute();
    const users = await Promise.all(Array.from({ length: 10 }, () => user()));
    const results = await Promise.all(
      users.map((u, i) =>
        t.post('api/activity/join_activity', { consent: true, activity_id: id, name: `Racer ${i}`, phone: '13800000006' }, u.token),
      ),
    );
    const codes = results.map((r) => json(r).code);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(codes.filter((c) => c === 1)).toHaveLength(2);
    expect(codes.filter((c) => c === 0)).toHaveLength(8);
    const rows = await t.db.db.selectFrom('activity_signups').select('id').where('activity_id', '=', id).execute();
    expect(rows).toHaveLength(2);
  });

  it.each([
    ['missing name', { activity_id: 1, phone: '13800000000' }],
    ['missing activity_id', { name: 'A', phone: '13800000000' }],
    ['activity_id as a string', { activity_id: 'abc', name: 'A', phone: '13800000000' }],
    ['activity_id zero', { activity_id: 0, name: 'A', phone: '13800000000' }],
    ['name as a number', { activity_id: 1, name: 42, phone: '13800000000' }],
    ['phone as a number', { activity_id: 1, name: 'A', phone: 13800000000 }],
    ['name too long', { activity_id: 1, name: 'x'.repeat(41), phone: '13800000000' }],
  ])('bad input (%s) → 400 envelope', async (_label, payload) => {
    const u = await user();
    const r = await t.post('api/activity/join_activity', { consent: true, ...payload }, u.token);
    expect(r.statusCode).toBe(400);
    expect(json(r)).toMatchObject({ code: 400, data: null });
    expect(json(r).msg.length).toBeGreaterThan(0);
  });

  it('blank name or malformed phone → 400 with a message the form can show, in the request language', async () => {
    const u = await user();
    const id = await eventId(ROOMY);
    const blank = await t.post('api/activity/join_activity', { consent: true, activity_id: id, name: '   ', phone: '13800000000' }, u.token);
    expect(blank.statusCode).toBe(400);
    expect(json(blank).msg).toBe('请填写姓名');
    const phone = await t.post('api/activity/join_activity', { consent: true, activity_id: id, name: 'Li', phone: '12345', lang: 1 }, u.token);
    expect(phone.statusCode).toBe(400);
    expect(json(phone).msg).toMatch(/^Please enter a valid mobile number: 11 digits in mainland China/);
  });

  it('not JSON → 400 envelope, never a 500', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/stage-api/api/activity/join_activity',
      headers: { 'content-type': 'application/json' },
      payload: '{"activity_id":',
    });
    expect(r.statusCode).toBe(400);
    expect(json(r).code).toBe(400);
  });
});

describe('activity/my_activity', () => {
  it('needs a login', async () => {
    const r = await t.post('api/activity/my_activity', {});
    expect(r.statusCode).toBe(401);
  });

  it("lists only the user's own sign-ups with time and meeting point, in both languages", async () => {
    const u = await user();
    const other = await user();
    const id = await eventId(ROOMY);
    await t.post('api/activity/join_activity', { consent: true, activity_id: id, name: '骑士', phone: '13800000007' }, u.token);
    const zh = json<{ activity_id: number; title: string; location: string; starts_at: string; status: string; name: string }[]>(
      await t.post('api/activity/my_activity', {}, u.token),
    );
    expect(zh.code).toBe(1);
    expect(zh.data).toHaveLength(1);
    expect(zh.data[0]).toMatchObject({ activity_id: id, status: 'upcoming', name: '骑士', starts_at: expect.stringMatching(/^20\d\d-/) });
    expect(zh.data[0].location).toMatch(CJK);
    const en = json<{ title: string; location: string }[]>(await t.post('api/activity/my_activity', { lang: 1 }, u.token));
    expect(en.data[0].title).toBe('May Day Yunnan Grand Loop');
    expect(en.data[0].location).not.toMatch(CJK);
    const none = json<unknown[]>(await t.post('api/activity/my_activity', {}, other.token));
    expect(none.data).toEqual([]);
  });

  it('carries what the club pass keeps offline: meeting address and coordinates, what to bring, organiser, masked phone', async () => {
    const u = await user();
    const id = await eventId(ROOMY);
    await t.post('api/activity/join_activity', { consent: true, activity_id: id, name: 'Rider', phone: '13800000017' }, u.token);
    type Pass = {
      activity_id: number;
      phone: string;
      meeting: { name: string; address: string; lat: number; lng: number };
      bring: string;
      organiser: { name: string; phone: string };
    };
    const zh = json<Pass[]>(await t.post('api/activity/my_activity', {}, u.token)).data[0];
    expect(zh.activity_id).toBe(id);
    expect(zh.phone).toBe('138****0017');
    expect(zh.meeting.address).toMatch(/呈贡区/);
    expect(zh.meeting.lat).toBeCloseTo(24.8806, 3);
    expect(zh.meeting.lng).toBeCloseTo(102.8302, 3);
    expect(zh.bring).toMatch(CJK);
    expect(zh.organiser).toEqual({ name: expect.stringMatching(/赵敏/), phone: '+86 871 6512 3400' });
    const en = json<Pass[]>(await t.post('api/activity/my_activity', { lang: 1 }, u.token)).data[0];
    expect(en.meeting.address).toMatch(/Chenggong Plant/);
    expect(en.bring).toMatch(/rain gear/);
    expect(en.organiser.name).toBe('Zhao Min, Yunling Riders Club office');
    expect(JSON.stringify(en)).not.toContain('13800000017');
  });
});

describe('migration 013 on a database seeded before it', () => {
  it("fills the demo events' meeting data by slug and leaves other events alone", async () => {
    const blank = {
      meeting_address_zh: '',
      meeting_address_en: '',
      meeting_lat: null,
      meeting_lng: null,
      bring_zh: '',
      bring_en: '',
      organiser_zh: '',
      organiser_en: '',
      organiser_phone: '',
    };
    await t.db.db.updateTable('activities').set(blank).execute();
    await backfillEventMeetings(t.db.db);
    const rows = await t.db.db.selectFrom('activities').select(['slug', 'meeting_address_en', 'meeting_lat', 'organiser_phone']).execute();
    const night = rows.find((r) => r.slug === 'kunming-night-ride-christmas')!;
    expect(night).toMatchObject({ meeting_address_en: expect.stringMatching(/1288 Dianchi Road/), organiser_phone: '+86 871 6512 3401' });
    expect(Number(night.meeting_lat)).toBeCloseTo(24.9816, 3);
    expect(rows.every((r) => r.meeting_address_en !== '')).toBe(true);
  });
});

describe('stores/direct_join (franchise application)', () => {
  const form = { name: '陈先生', phone: '13912345678', city: '成都', company: '蓉城摩托', experience: 'motorcycle', message: '计划在武侯区开店' };

  it('stores the application and answers in Chinese; a repeat within a minute is "already received"', async () => {
    const r = await t.post('api/stores/direct_join', { consent: true, ...form });
    expect(r.statusCode).toBe(200);
    expect(json(r)).toMatchObject({ code: 1, data: { received: true } });
    expect(json(r).msg).toMatch(/已提交/);
    const rows = await t.db.db.selectFrom('franchise_applications').selectAll().where('phone', '=', form.phone).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: '陈先生',
      city: '成都',
      company: '蓉城摩托',
      experience: 'motorcycle',
      message: '计划在武侯区开店',
      lang: 0,
    });
    const again = json(await t.post('api/stores/direct_join', { consent: true, ...form }));
    expect(again).toMatchObject({ code: 0, msg: '我们已收到您的申请，请勿在一分钟内重复提交' });
    expect(await t.db.db.selectFrom('franchise_applications').select('id').where('phone', '=', form.phone).execute()).toHaveLength(1);
  });

  it('accepts an application with only the required fields, in English', async () => {
    const r = json(await t.post('api/stores/direct_join', { consent: true, name: 'Maria Costa', phone: '13912345679', city: 'Lisbon', lang: 1 }));
    expect(r.code).toBe(1);
    expect(r.msg).toMatch(/^Application received/);
    const dup = json(await t.post('api/stores/direct_join', { consent: true, name: 'Maria Costa', phone: '13912345679', city: 'Lisbon', lang: 1 }));
    expect(dup).toMatchObject({ code: 0, msg: 'We already have your application. Please wait a minute before sending it again' });
  });

  it('lets the same phone apply again after a minute', async () => {
    await t.db.db
      .insertInto('franchise_applications')
      .values({
        name: 'Old',
        phone: '13912345670',
        city: 'Xi’an',
        company: '',
        experience: '',
        message: '',
        lang: 0,
        created_at: new Date(Date.now() - 61_000).toISOString(),
      })
      .execute();
    expect(json(await t.post('api/stores/direct_join', { consent: true, name: 'New', phone: '13912345670', city: 'Xi’an' })).code).toBe(1);
  });

  it.each([
    ['missing city', { name: 'A', phone: '13912340000' }],
    ['missing phone', { name: 'A', city: 'B' }],
    ['phone as a number', { name: 'A', phone: 13912340000, city: 'B' }],
    ['company as an object', { name: 'A', phone: '13912340000', city: 'B', company: { x: 1 } }],
    ['message too long', { name: 'A', phone: '13912340000', city: 'B', message: 'x'.repeat(1001) }],
    ['unknown group', { name: 'A', phone: '13912340000', city: 'B', group_id: 9 }],
  ])('bad input (%s) → 400 envelope, nothing stored', async (_label, payload) => {
    const r = await t.post('api/stores/direct_join', { consent: true, ...payload });
    expect(r.statusCode).toBe(400);
    expect(json(r)).toMatchObject({ code: 400, data: null });
    expect(await t.db.db.selectFrom('franchise_applications').select('id').where('phone', '=', '13912340000').execute()).toHaveLength(0);
  });

  it('blank name, blank city or malformed phone → 400 with the form message', async () => {
    const blank = await t.post('api/stores/direct_join', { consent: true, name: ' ', phone: '13912340001', city: 'B' });
    expect([blank.statusCode, json(blank).msg]).toEqual([400, '请填写姓名']);
    const city = await t.post('api/stores/direct_join', { consent: true, name: 'A', phone: '13912340001', city: '  ', lang: 1 });
    expect([city.statusCode, json(city).msg]).toEqual([400, 'Please enter the city you have in mind']);
    const phone = await t.post('api/stores/direct_join', { consent: true, name: 'A', phone: '0871-1234567', city: 'B' });
    expect([phone.statusCode, json(phone).msg]).toEqual([400, '请填写正确的手机号：中国大陆为 11 位，其他国家或地区请加国际区号（如 +852）']);
  });
});
