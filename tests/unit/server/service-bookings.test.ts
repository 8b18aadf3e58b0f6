import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { dayAhead, makeUser, phoneNo, seedIds } from './service-support.ts';
import { addDays, chinaToday, dedupeKey, insertOnce } from '../../../server/routes/service-shared.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof seedIds>>;
beforeAll(async () => {
  t = await makeTestApp();
  ids = await seedIds(t);
});
afterAll(async () => {
  await t.close();
});

const maintenance = (over: Record<string, unknown> = {}) => ({
  car_model_id: ids.modelId,
  store_id: ids.storeId,
  date: dayAhead(5),
  time_slot: '09:00-10:30',
  mileage_km: 5800,
  name: '李骑士',
  phone: phoneNo(),
  notes: '',
  ...over,
});

describe('api/repair/appoint', () => {
  it('books a service in Chinese and in English, without a login', async () => {
    const zh = await t.post('api/repair/appoint', { consent: true, ...maintenance(), lang: 0 });
    expect(zh.statusCode).toBe(200);
    expect(zh.json()).toMatchObject({ code: 1, msg: '保养预约已提交，门店将尽快致电确认', data: { status: 'received', duplicate: false } });
    const en = await t.post('api/repair/appoint', {
      consent: true,
      ...maintenance({ model_name: 'Old Honda CB400', car_model_id: undefined }),
      lang: 1,
    });
    expect(en.json()).toMatchObject({ code: 1, msg: 'Your service booking is in. The store will call you to confirm' });
    const row = await t.db.db.selectFrom('maintenance_bookings').selectAll().where('id', '=', en.json().data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, car_model_id: null, model_name: 'Old Honda CB400' });
  });

  it('links the booking to the rider when a token is sent', async () => {
    const user = await makeUser(t);
    const res = await t.post('api/repair/appoint', { consent: true, ...maintenance() }, user.token);
    const row = await t.db.db.selectFrom('maintenance_bookings').select('user_id').where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.id);
  });

  it('treats an expired or unknown token as logged out (bookings need no login)', async () => {
    const res = await t.post('api/repair/appoint', { consent: true, ...maintenance() }, 'f'.repeat(32));
    expect(res.json().code).toBe(1);
  });

  it('answers a repeat within a minute as already received and stores it once', async () => {
    const body = maintenance();
    const first = (await t.post('api/repair/appoint', { consent: true, ...body })).json();
    const again = (await t.post('api/repair/appoint', { consent: true, ...body, lang: 1 })).json();
    expect(again).toMatchObject({
      code: 0,
      msg: 'We already have this request, so there is no need to send it again',
      data: { id: first.data.id, duplicate: true },
    });
    const zh = (await t.post('api/repair/appoint', { consent: true, ...body })).json();
    expect(zh.msg).toBe('我们已收到您的申请，请勿重复提交');
    const rows = await t.db.db.selectFrom('maintenance_bookings').select('id').where('phone', '=', body.phone).execute();
    expect(rows).toHaveLength(1);
    // A different slot is a different request.
    expect((await t.post('api/repair/appoint', { consent: true, ...body, time_slot: '13:30-15:00' })).json().code).toBe(1);
  });

  it('is stored again once the minute has passed', async () => {
    const key = dedupeKey('unit', { a: 1 });
    const insert = async (trx: typeof t.db.db, createdAt: string) =>
      (
        await trx
          .insertInto('store_feedback')
          .values({ user_id: null, store_id: null, rating: 5, content: 'x', phone: '', dedupe_key: key, created_at: createdAt })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const now = new Date();
    const a = await insertOnce(t.db.db, t.db.dialect, 'store_feedback', key, insert, now);
    const b = await insertOnce(t.db.db, t.db.dialect, 'store_feedback', key, insert, new Date(now.getTime() + 30_000));
    const c = await insertOnce(t.db.db, t.db.dialect, 'store_feedback', key, insert, new Date(now.getTime() + 61_000));
    expect(b).toEqual({ id: a.id, duplicate: true });
    expect(c.duplicate).toBe(false);
  });

  it('rejects bad input with a readable 4xx message and stores nothing', async () => {
    const before = await t.db.db
      .selectFrom('maintenance_bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ phone: '12345' }, 400, /中国大陆为 11 位/],
      [{ phone: 13800000000 }, 400, /phone/],
      [{ name: '' }, 400, /请填写姓名/],
      [{ name: undefined }, 400, /请填写姓名/],
      [{ name: 'x'.repeat(41) }, 400, /姓名不能超过 40 个字/],
      [{ store_id: 999999 }, 400, /门店/],
      [{ store_id: '1' }, 400, /store_id/],
      [{ car_model_id: 999999 }, 400, /车型不存在/],
      [{ car_model_id: undefined, model_name: '' }, 400, /请选择车型/],
      [{ date: chinaToday() }, 400, /明天起 60 天内/],
      [{ date: addDays(chinaToday(), 61) }, 400, /60 天/],
      [{ date: '2026-02-30' }, 400, /60 天/],
      [{ date: 'tomorrow' }, 400, /60 天/],
      [{ time_slot: '03:00-04:00' }, 400, /时间段/],
      [{ mileage_km: -5 }, 400, /里程/],
      [{ mileage_km: 12.5 }, 400, /mileage_km/],
      [{ mileage_km: undefined }, 400, /里程/],
      [{ notes: 'x'.repeat(501) }, 400, /备注/],
    ];
    for (const [over, status, msg] of cases) {
      const res = await t.post('api/repair/appoint', { consent: true, ...maintenance(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(res.json().code).toBe(status);
      expect(res.json().msg).toMatch(msg);
    }
    const en = await t.post('api/repair/appoint', { consent: true, ...maintenance({ phone: '999' }), lang: 1 });
    expect(en.json().msg).toMatch(/^Please enter a valid mobile number: 11 digits in mainland China/);
    const after = await t.db.db
      .selectFrom('maintenance_bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('rejects non-JSON bodies and missing group id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/stage-api/api/repair/appoint',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    const noGroup = await t.app.inject({ method: 'POST', url: '/stage-api/api/repair/appoint', payload: { name: 'x' } });
    expect(noGroup.statusCode).toBe(400);
  });
});

describe('api/rescue/fill_rescue', () => {
  const rescue = (over: Record<string, unknown> = {}) => ({
    name: 'Wang',
    phone: phoneNo(),
    address: '昆明市盘龙区北京路 1 号',
    description: '爆胎',
    ...over,
  });

  it('accepts a request with or without coordinates (zh, en)', async () => {
    expect((await t.post('api/rescue/fill_rescue', { consent: true, ...rescue() })).json()).toMatchObject({
      code: 1,
      msg: '救援请求已收到，服务中心将在 5 分钟内回电',
    });
    const en = (await t.post('api/rescue/fill_rescue', { consent: true, ...rescue({ address: '', lat: 25.04, lng: 102.71 }), lang: 1 })).json();
    expect(en).toMatchObject({ code: 1, msg: 'Rescue request received. Our service centre will call you within 5 minutes' });
    const row = await t.db.db.selectFrom('rescue_requests').selectAll().where('id', '=', en.data.id).executeTakeFirstOrThrow();
    expect(row.lat).toBeCloseTo(25.04);
  });

  it('answers a second request from the same phone within a minute as received', async () => {
    const body = rescue();
    await t.post('api/rescue/fill_rescue', { consent: true, ...body });
    expect((await t.post('api/rescue/fill_rescue', { consent: true, ...body, description: '还是爆胎' })).json().code).toBe(0);
  });

  it('rejects bad input', async () => {
    for (const over of [
      { lat: 25 },
      { lat: 95, lng: 100 },
      { lat: '25', lng: '100' },
      { address: '' },
      { description: '' },
      { phone: '' },
      { description: 'x'.repeat(501) },
    ]) {
      const res = await t.post('api/rescue/fill_rescue', { consent: true, ...rescue(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
    }
  });
});

describe('api/stores/app_test_drive', () => {
  const drive = (over: Record<string, unknown> = {}) => ({
    car_model_id: ids.modelId,
    store_id: ids.storeId,
    date: dayAhead(2),
    time: '10:30-12:00',
    name: 'Ada',
    phone: phoneNo(),
    ...over,
  });

  it('books a test ride in both languages', async () => {
    expect((await t.post('api/stores/app_test_drive', { consent: true, ...drive() })).json()).toMatchObject({
      code: 1,
      msg: '试驾预约已提交，门店将致电确认时间',
    });
    expect((await t.post('api/stores/app_test_drive', { consent: true, ...drive(), lang: 1 })).json()).toMatchObject({
      code: 1,
      msg: 'Your test ride is booked. The store will call you to confirm the time',
    });
  });

  it('deduplicates and validates', async () => {
    const body = drive();
    await t.post('api/stores/app_test_drive', { consent: true, ...body });
    expect((await t.post('api/stores/app_test_drive', { consent: true, ...body })).json().code).toBe(0);
    for (const over of [
      { car_model_id: undefined },
      { car_model_id: 424242 },
      { store_id: undefined },
      { date: '2020-01-01' },
      { time: 'noon' },
      { phone: '1380000000' },
      { name: '   ' },
      { car_model_id: 'abc' },
    ]) {
      const res = await t.post('api/stores/app_test_drive', { consent: true, ...drive(over), lang: 1 });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
    }
    const en = await t.post('api/stores/app_test_drive', { consent: true, ...drive({ car_model_id: undefined }), lang: 1 });
    expect(en.json().msg).toBe('Please choose your model or type its name');
  });
});

describe('api/stores/saled_feedback', () => {
  it('takes a rating with an optional store and phone', async () => {
    expect((await t.post('api/stores/saled_feedback', { consent: true, rating: 5, content: '服务很专业' })).json()).toMatchObject({
      code: 1,
      msg: '感谢您的反馈，我们会认真处理',
    });
    expect(
      (
        await t.post('api/stores/saled_feedback', { consent: true, store_id: ids.storeId, rating: 3, content: 'Fine', phone: phoneNo(), lang: 1 })
      ).json().msg,
    ).toBe('Thank you for your feedback. We read every message');
  });

  it('rejects ratings out of range, empty content and bad phones', async () => {
    for (const body of [
      { rating: 0, content: 'x' },
      { rating: 6, content: 'x' },
      { rating: 4.5, content: 'x' },
      { content: 'x' },
      { rating: 4, content: '' },
      { rating: 4, content: 'x', phone: '123' },
      { rating: 4, content: 'x', store_id: 999999 },
    ]) {
      expect((await t.post('api/stores/saled_feedback', { consent: true, ...body })).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
