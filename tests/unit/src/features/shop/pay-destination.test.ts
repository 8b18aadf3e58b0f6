import { describe, expect, it } from 'vitest';
import { payDestination } from '../../../../../src/features/shop/lib/use-go-to-payment.ts';
import type { PaymentStart } from '../../../../../src/features/shop/api/types.ts';

const origin = 'https://shop.example.com';
const start = (provider: PaymentStart['provider'], pay_url: string): PaymentStart => ({
  provider,
  pay_url,
  session: 's',
  order_no: 'YL1',
  amount_cents: 100,
});

describe('payDestination', () => {
  it('keeps the sandbox (and settled orders) on the site', () => {
    expect(payDestination(start('sandbox', '/payment?order_id=1&sandbox=ab'), origin)).toEqual({ path: '/payment?order_id=1&sandbox=ab' });
    expect(payDestination(start('alipay', '/en/payment?order_id=1&result=1'), origin)).toEqual({ path: '/en/payment?order_id=1&result=1' });
  });

  it('sends Alipay payers to the gateway page', () => {
    const url = 'https://openapi.alipay.com/gateway.do?method=alipay.trade.page.pay&sign=abc';
    expect(payDestination(start('alipay', url), origin)).toEqual({ href: url });
  });

  it('never follows the sandbox off the site, nor a script or garbage URL', () => {
    expect(payDestination(start('sandbox', 'https://evil.example/pay'), origin)).toBeNull();
    expect(payDestination(start('alipay', 'javascript:alert(1)'), origin)).toBeNull();
    expect(payDestination(start('alipay', 'not a url'), origin)).toBeNull();
  });
});
