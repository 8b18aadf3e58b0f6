import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { makeUser, phoneNo, seedIds } from './service-support.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof seedIds>>;
beforeAll(async () => {
  t = await makeTestApp();
  ids = await seedIds(t);
});
afterAll(async () => {
  await t.close();
});

const OK_ZH = '申请已提交，专员将在 1 个工作日内联系您';
const OK_EN = 'Request sent. An adviser will contact you within one working day';

describe('api/service/theft_security_service', () => {
  it('stores a request in both languages, linked when logged in', async () => {
    expect((await t.post('api/service/theft_security_service', { consent: true, name: '张三', phone: phoneNo() })).json()).toMatchObject({
      code: 1,
      msg: OK_ZH,
    });
    const user = await makeUser(t);
    const en = (
      await t.post(
        'api/service/theft_security_service',
        { consent: true, name: 'Li', phone: phoneNo(), car_model_id: ids.modelId, city: 'Kunming', lang: 1 },
        user.token,
      )
    ).json();
    expect(en).toMatchObject({ code: 1, msg: OK_EN });
    const row = await t.db.db.selectFrom('service_enquiries').selectAll().where('id', '=', en.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'theft_security', user_id: user.id, car_model_id: ids.modelId });
    expect(JSON.parse(row.details)).toEqual({ city: 'Kunming', notes: '' });
  });

  it('rejects bad input and repeats', async () => {
    const body = { name: 'Li', phone: phoneNo() };
    await t.post('api/service/theft_security_service', { consent: true, ...body });
    expect((await t.post('api/service/theft_security_service', { consent: true, ...body })).json().code).toBe(0);
    for (const b of [
      { name: 'Li' },
      { phone: phoneNo() },
      { name: 'Li', phone: phoneNo(), car_model_id: 777777 },
      { name: ['Li'], phone: phoneNo() },
      { name: 'Li', phone: phoneNo(), city: 'x'.repeat(41) },
    ]) {
      expect((await t.post('api/service/theft_security_service', { consent: true, ...b })).statusCode, JSON.stringify(b)).toBe(400);
    }
  });
});

describe('api/service/extented_service', () => {
  it('quotes the plan price for the model class on a purchase request', async () => {
    const res = (
      await t.post('api/service/extented_service', {
        consent: true,
        name: 'Li',
        phone: phoneNo(),
        plan_id: 'ew-complete-2y',
        intent: 'purchase',
        car_model_id: ids.modelId,
        lang: 1,
      })
    ).json();
    const expected = ids.modelCc <= 250 ? 98000 : ids.modelCc <= 650 ? 168000 : 258000;
    expect(res).toMatchObject({ code: 1, msg: OK_EN, data: { plan_id: 'ew-complete-2y', intent: 'purchase', price_cents: expected } });
    expect(
      (await t.post('api/service/extented_service', { consent: true, name: '李', phone: phoneNo(), plan_id: 'ew-powertrain-1y' })).json(),
    ).toMatchObject({
      code: 1,
      msg: OK_ZH,
      data: { intent: 'enquiry', price_cents: null },
    });
  });

  it('rejects unknown plans and intents', async () => {
    for (const b of [{ plan_id: 'gold' }, { plan_id: '' }, { plan_id: 'ew-complete-2y', intent: 'steal' }, { plan_id: 3 }]) {
      expect(
        (await t.post('api/service/extented_service', { consent: true, name: 'Li', phone: phoneNo(), ...b })).statusCode,
        JSON.stringify(b),
      ).toBe(400);
    }
    expect((await t.post('api/service/extented_service', { consent: true, name: 'Li', phone: phoneNo(), plan_id: 'gold', lang: 1 })).json().msg).toBe(
      'Please choose a plan',
    );
  });
});

describe('api/service/used_car', () => {
  const body = () => ({ brand: '本田', model: 'CB400', year: 2019, mileage_km: 23000, city: '昆明', name: '王', phone: phoneNo() });

  it('stores a valuation request (zh, en)', async () => {
    expect((await t.post('api/service/used_car', { consent: true, ...body() })).json()).toMatchObject({ code: 1, msg: OK_ZH });
    const en = (await t.post('api/service/used_car', { consent: true, ...body(), lang: 1 })).json();
    expect(en.msg).toBe(OK_EN);
    const row = await t.db.db.selectFrom('service_enquiries').select('details').where('id', '=', en.data.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.details)).toMatchObject({ brand: '本田', year: 2019, mileage_km: 23000 });
  });

  it('rejects bad years, mileage and missing fields', async () => {
    for (const over of [
      { year: 1980 },
      { year: 2999 },
      { year: '2019' },
      { mileage_km: -1 },
      { mileage_km: 400000 },
      { brand: '' },
      { city: undefined },
      { model: 'x'.repeat(61) },
    ]) {
      expect((await t.post('api/service/used_car', { consent: true, ...body(), ...over })).statusCode, JSON.stringify(over)).toBe(400);
    }
  });
});

describe('api/service/financial_enquiry', () => {
  it('stores an enquiry with the chosen plan and term', async () => {
    const res = (
      await t.post('api/service/financial_enquiry', {
        consent: true,
        name: 'Li',
        phone: phoneNo(),
        plan_id: 'fin-easy-36',
        car_model_id: ids.modelId,
        term_months: 36,
        down_payment_cents: 500000,
        lang: 1,
      })
    ).json();
    expect(res).toMatchObject({ code: 1, msg: OK_EN });
    expect((await t.post('api/service/financial_enquiry', { consent: true, name: '李', phone: phoneNo(), plan_id: 'fin-zero-12' })).json().msg).toBe(
      OK_ZH,
    );
  });

  it('rejects bad input', async () => {
    for (const b of [
      { plan_id: 'nope' },
      { plan_id: 'fin-zero-12', term_months: 0 },
      { plan_id: 'fin-zero-12', down_payment_cents: -1 },
      { plan_id: 'fin-zero-12', phone: 'abc' },
    ]) {
      expect(
        (await t.post('api/service/financial_enquiry', { consent: true, name: 'Li', phone: phoneNo(), ...b })).statusCode,
        JSON.stringify(b),
      ).toBe(400);
    }
  });
});
