import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AlipayPaymentProvider, beijingTime, centsOf, yuanText } from '../../../server/lib/payment-alipay.ts';
import { rsaKeys, signContent } from './payment-fake-alipay.ts';

/** The app key in the shapes operators paste: PKCS8 PEM, PKCS1 PEM, and the key tool's bare base64. */
function keyShapes() {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const pkcs1 = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const bare = privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');
  return { shapes: { pkcs8, pkcs1, bare }, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

describe('Alipay adapter helpers', () => {
  it.each(['pkcs8', 'pkcs1', 'bare'] as const)('signs requests with a %s private key', (shape) => {
    const { shapes, publicPem } = keyShapes();
    const alipayKeys = rsaKeys();
    const bareAlipayPublic = alipayKeys.publicPem.replace(/-----[A-Z ]+-----|\n/g, '');
    const p = new AlipayPaymentProvider(
      { appId: '2021000000000002', privateKey: shapes[shape], alipayPublicKey: bareAlipayPublic, gateway: 'http://127.0.0.1:9/gateway.do' },
      'https://x.example',
    );
    const url = p.sdk.pageExecute('alipay.trade.page.pay', 'GET', {
      bizContent: { out_trade_no: 'YL1_ab', total_amount: '1.00', subject: 'x', product_code: 'FAST_INSTANT_TRADE_PAY' },
    });
    const params = Object.fromEntries(new URL(url).searchParams);
    const ok = crypto
      .createVerify('RSA-SHA256')
      .update(signContent(params, ['sign']), 'utf8')
      .verify(publicPem, params.sign!, 'base64');
    expect(ok).toBe(true);
  });

  it('formats and parses amounts and Beijing time exactly', () => {
    expect([0, 1, 10, 99, 100, 123456, 200_000].map(yuanText)).toEqual(['0.00', '0.01', '0.10', '0.99', '1.00', '1234.56', '2000.00']);
    expect(['0.01', '1.5', '1234.56', '2000'].map(centsOf)).toEqual([1, 150, 123456, 200_000]);
    for (const bad of ['', '-1.00', '1.001', '1e3', ' 1.00', 'NaN', undefined, 12]) expect(centsOf(bad)).toBeNaN();
    expect(beijingTime(new Date('2026-11-25T16:30:05Z'))).toBe('2026-11-26 00:30:05');
  });
});
