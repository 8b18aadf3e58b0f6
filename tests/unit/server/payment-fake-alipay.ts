import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for Alipay's open platform gateway, written from Alipay's published rules rather than
 * from the SDK: requests are checked with the app's public key (every parameter but `sign` and empty
 * ones, sorted by key, `key=value` joined by `&`, unencoded, SHA256withRSA, base64), answers are
 * `{"<method>_response":{…},"sign":"…"}` with the sign over the exact inner JSON text, and notifies are
 * signed over every field but `sign` and `sign_type`, signed with the "Alipay" private key.
 */

export interface KeyPair {
  privatePem: string;
  publicPem: string;
}

/** A fresh 2048-bit RSA key pair; the private key in PKCS8 (what Alipay's key tool produces). */
export function rsaKeys(): KeyPair {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** Alipay's content to sign: sorted `key=value` pairs joined by `&`, leaving out the excluded keys and empty values. */
export function signContent(params: Record<string, string>, exclude: string[]): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

/** SHA256withRSA, base64. */
export function rsa2Sign(content: string, privatePem: string): string {
  return crypto.createSign('RSA-SHA256').update(content, 'utf8').sign(privatePem, 'base64');
}

function rsa2Verify(content: string, sign: string, publicPem: string): boolean {
  return crypto.createVerify('RSA-SHA256').update(content, 'utf8').verify(publicPem, sign, 'base64');
}

/** A trade the fake gateway knows, as trade.query reports it. */
export interface FakeTrade {
  trade_no: string;
  trade_status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';
  total_amount: string;
}

export interface FakeAlipay {
  appId: string;
  app: KeyPair;
  alipay: KeyPair;
  gateway: string;
  trades: Map<string, FakeTrade>;
  /** Every request the gateway received, with whether its signature verified. */
  requests: { method: string; signed: boolean; params: Record<string, string> }[];
  /** True when a request's parameters carry a valid RSA2 signature by the app. */
  verifyRequest(params: Record<string, string>): boolean;
  /** A notify as Alipay would POST it (form-encoded body), signed with `key` (the Alipay key unless forging). */
  notifyBody(fields: Record<string, string>, key?: string): string;
  close(): Promise<void>;
}

/** Beijing time "yyyy-MM-dd HH:mm:ss". */
export function beijing(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

async function listenInRange(server: http.Server): Promise<number> {
  // Our own port range (9300-9399); another test file may hold a port, so walk on.
  for (let port = 9310 + Math.floor(Math.random() * 40); port < 9400; port += 1) {
    const ok = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (ok) return (server.address() as AddressInfo).port;
  }
  throw new Error('no free port in 9310-9399');
}

/** Starts the fake gateway on 127.0.0.1. */
export async function startFakeAlipay(): Promise<FakeAlipay> {
  const fake = { appId: '2021000000000001', app: rsaKeys(), alipay: rsaKeys(), trades: new Map<string, FakeTrade>(), requests: [] } as Omit<
    FakeAlipay,
    'gateway' | 'close' | 'verifyRequest' | 'notifyBody'
  >;
  const verifyRequest = (p: Record<string, string>) =>
    typeof p.sign === 'string' &&
    p.sign_type === 'RSA2' &&
    p.app_id === fake.appId &&
    rsa2Verify(signContent(p, ['sign']), p.sign, fake.app.publicPem);

  const answer = (res: http.ServerResponse, method: string, inner: Record<string, unknown>) => {
    const json = JSON.stringify(inner);
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
    res.end(`{"${method.replaceAll('.', '_')}_response":${json},"sign":"${rsa2Sign(json, fake.alipay.privatePem)}"}`);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const params: Record<string, string> = Object.fromEntries(url.searchParams);
      if (req.method === 'POST') Object.assign(params, Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
      const method = params.method ?? '';
      const signed =
        verifyRequest(params) &&
        /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(params.timestamp ?? '') &&
        params.charset === 'utf-8' &&
        params.version === '1.0';
      fake.requests.push({ method, signed, params });
      if (url.pathname !== '/gateway.do') return void res.writeHead(404).end();
      if (req.method === 'GET') {
        // The cashier page a payer's browser is sent to.
        res.writeHead(signed ? 200 : 400, { 'content-type': 'text/html;charset=utf-8' });
        return void res.end(signed ? `<title>cashier</title>${method}` : 'invalid-signature');
      }
      if (!signed)
        return answer(res, method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: 'invalid signature' });
      if (method !== 'alipay.trade.query' && method !== 'alipay.trade.close')
        return answer(res, method, { code: '40004', msg: 'Business Failed', sub_code: 'isv.method-not-supported' });
      const biz = JSON.parse(params.biz_content ?? '{}') as { out_trade_no?: string };
      const trade = fake.trades.get(biz.out_trade_no ?? '');
      if (method === 'alipay.trade.close') {
        if (!trade) return answer(res, method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' });
        // Only a trade waiting for the buyer can be closed.
        if (trade.trade_status !== 'WAIT_BUYER_PAY')
          return answer(res, method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' });
        trade.trade_status = 'TRADE_CLOSED';
        return answer(res, method, { code: '10000', msg: 'Success', trade_no: trade.trade_no, out_trade_no: biz.out_trade_no });
      }
      if (!trade)
        return answer(res, method, {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'ACQ.TRADE_NOT_EXIST',
          sub_msg: '交易不存在',
          out_trade_no: biz.out_trade_no,
          buyer_pay_amount: '0.00',
          point_amount: '0.00',
          invoice_amount: '0.00',
          receipt_amount: '0.00',
        });
      answer(res, method, {
        code: '10000',
        msg: 'Success',
        buyer_logon_id: '159****5620',
        buyer_pay_amount: trade.total_amount,
        buyer_user_id: '2088101117955611',
        invoice_amount: trade.total_amount,
        out_trade_no: biz.out_trade_no,
        point_amount: '0.00',
        receipt_amount: trade.total_amount,
        send_pay_date: beijing(Date.now()),
        ...trade,
      });
    });
  });
  const port = await listenInRange(server);
  return {
    ...fake,
    gateway: `http://127.0.0.1:${port}/gateway.do`,
    verifyRequest,
    notifyBody(fields, key = fake.alipay.privatePem) {
      const all: Record<string, string> = {
        charset: 'utf-8',
        version: '1.0',
        notify_type: 'trade_status_sync',
        notify_id: crypto.randomBytes(16).toString('hex'),
        app_id: fake.appId,
        ...fields,
      };
      const sign = rsa2Sign(signContent(all, ['sign', 'sign_type']), key);
      return new URLSearchParams({ ...all, sign_type: 'RSA2', sign }).toString();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
