import crypto from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';

/**
 * A local stand-in for Aliyun's SMS API (dysmsapi 2017-05-25) that checks each call the way Aliyun
 * documents it, written from the published "V3 request structure and signature" text, not from the SDK:
 *
 *   CanonicalRequest = METHOD \n CanonicalURI \n CanonicalQueryString \n CanonicalHeaders \n SignedHeaders \n HashedRequestPayload
 *   StringToSign     = "ACS3-HMAC-SHA256" \n hex(sha256(CanonicalRequest))
 *   Signature        = hex(hmac-sha256(AccessKeySecret, StringToSign))
 *   Authorization    = ACS3-HMAC-SHA256 Credential=<AccessKeyId>,SignedHeaders=<h1;h2…>,Signature=<sig>
 *
 * RPC-style APIs use "/" as CanonicalURI; query names and values are RFC 3986-encoded and sorted by name;
 * canonical headers are the signed ones (host, content-type and every x-acs-* header, which must all be
 * signed), lower-case, trimmed, sorted, each followed by \n; x-acs-content-sha256 is hex(sha256(body));
 * x-acs-date is UTC ISO 8601 within 15 minutes; x-acs-signature-nonce is unique per request.
 * Then SendSms itself: PhoneNumbers (11 mainland digits, or country code + number without "+"),
 * SignName, TemplateCode (the international one for numbers outside mainland China) and TemplateParam
 * {"code":"<6 digits>"}. Answers are Aliyun's documented JSON.
 */
export interface FakeAliyunOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  templateCodeIntl?: string;
}

/** One SendSms the fake accepted as well-formed. */
export interface FakeSms {
  phoneNumbers: string;
  signName: string;
  templateCode: string;
  code: string;
}

/** How the fake answers the next well-formed call: OK, an Aliyun error code, or no answer at all. */
export type FakeMode = { kind: 'ok' } | { kind: 'error'; code: string; message: string } | { kind: 'hang' };

export interface FakeAliyun {
  /** http://127.0.0.1:<port>, for ALIYUN_SMS_ENDPOINT. */
  url: string;
  port: number;
  /** Well-formed, correctly signed SendSms calls, in order. */
  sent: FakeSms[];
  /** Why calls were refused (signature, headers, parameters), in order. */
  refused: string[];
  mode: FakeMode;
  close(): Promise<void>;
}

/** RFC 3986 encoding as the signature text specifies (space %20, * %2A, ~ kept). */
function rfc3986(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const sha256Hex = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest('hex');

/** The query as sent, decoded pair by pair (never '+' as space: the signature encodes space as %20). */
function parseQuery(raw: string): [string, string][] {
  if (!raw) return [];
  return raw.split('&').map((pair) => {
    const i = pair.indexOf('=');
    const [k, v] = i < 0 ? [pair, ''] : [pair.slice(0, i), pair.slice(i + 1)];
    return [decodeURIComponent(k), decodeURIComponent(v)];
  });
}

/** Checks the V3 signature of a request; returns why it fails, or null when it is valid. */
export function verifyAcs3(req: http.IncomingMessage, body: Buffer, accessKeyId: string, secret: string, seenNonces: Set<string>): string | null {
  const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(String(req.headers.authorization ?? ''));
  if (!auth) return 'authorization header malformed';
  const [, credential, signedList, signature] = auth as unknown as [string, string, string, string];
  if (credential !== accessKeyId) return 'unknown access key id';
  const signed = signedList.split(';');
  if (signed.join(';') !== [...signed].sort().join(';') || signed.some((h) => h !== h.toLowerCase()))
    return 'signed headers not lower-case and sorted';
  for (const h of ['host', 'x-acs-action', 'x-acs-version', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-content-sha256'])
    if (!signed.includes(h) || req.headers[h] === undefined) return `header ${h} missing or unsigned`;
  for (const h of Object.keys(req.headers))
    if ((h.startsWith('x-acs-') || h === 'content-type') && !signed.includes(h)) return `header ${h} present but unsigned`;
  if (req.headers['x-acs-content-sha256'] !== sha256Hex(body)) return 'x-acs-content-sha256 does not match the body';
  const date = String(req.headers['x-acs-date']);
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(date) || Math.abs(Date.parse(date) - Date.now()) > 15 * 60_000)
    return 'x-acs-date missing or outside 15 minutes';
  const nonce = String(req.headers['x-acs-signature-nonce']);
  if (!nonce || seenNonces.has(nonce)) return 'signature nonce reused';

  const [path, rawQuery = ''] = (req.url ?? '/').split('?') as [string, string?];
  const canonicalQuery = parseQuery(rawQuery)
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = signed.map((h) => `${h}:${String(req.headers[h]).trim()}\n`).join('');
  const canonicalRequest = [req.method, path, canonicalQuery, canonicalHeaders, signedList, sha256Hex(body)].join('\n');
  const stringToSign = `ACS3-HMAC-SHA256\n${sha256Hex(canonicalRequest)}`;
  const expected = crypto.createHmac('sha256', secret).update(stringToSign).digest();
  if (!crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'signature does not match';
  seenNonces.add(nonce);
  return null;
}

/** SendSms's own checks; returns [Aliyun code, reason] for a bad call, or the accepted message. */
function checkSendSms(params: Map<string, string>, o: FakeAliyunOptions): FakeSms | [string, string] {
  const phone = params.get('PhoneNumbers') ?? '';
  const mainland = /^1[3-9]\d{9}$/.test(phone);
  if (!mainland && !/^[1-9]\d{6,14}$/.test(phone))
    return ['isv.MOBILE_NUMBER_ILLEGAL', `PhoneNumbers '${phone}' is neither 11 mainland digits nor country code + number`];
  if (params.get('SignName') !== o.signName) return ['isv.SMS_SIGNATURE_ILLEGAL', 'SignName is not the configured one'];
  const template = params.get('TemplateCode') ?? '';
  const wanted = mainland ? o.templateCode : (o.templateCodeIntl ?? o.templateCode);
  if (template !== wanted) return ['isv.SMS_TEMPLATE_ILLEGAL', `TemplateCode ${template} where ${wanted} was expected`];
  let param: unknown;
  try {
    param = JSON.parse(params.get('TemplateParam') ?? '');
  } catch {
    return ['isv.INVALID_JSON_PARAM', 'TemplateParam is not JSON'];
  }
  const keys = param && typeof param === 'object' ? Object.keys(param) : [];
  const code = (param as { code?: unknown } | null)?.code;
  if (keys.join() !== 'code' || typeof code !== 'string' || !/^\d{6}$/.test(code))
    return ['isv.INVALID_JSON_PARAM', 'TemplateParam is not {"code":"<6 digits>"}'];
  return { phoneNumbers: phone, signName: o.signName, templateCode: template, code };
}

function answer(res: http.ServerResponse, status: number, body: Record<string, string>): void {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
  res.end(JSON.stringify({ RequestId: crypto.randomUUID().toUpperCase(), ...body }));
}

/** Listens on the first free port of 9210–9299 on 127.0.0.1 (this helper's range). */
async function listenInRange(server: http.Server): Promise<number> {
  for (let port = 9210; port < 9300; port++) {
    const ok = await new Promise<boolean>((resolve) => {
      const onError = () => resolve(false);
      server.once('error', onError);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', onError);
        resolve(true);
      });
    });
    if (ok) return port;
  }
  throw new Error('no free port in 9210-9299');
}

/** Starts the fake gateway. */
export async function startFakeAliyun(o: FakeAliyunOptions): Promise<FakeAliyun> {
  const nonces = new Set<string>();
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const bad = verifyAcs3(req, body, o.accessKeyId, o.accessKeySecret, nonces);
      if (bad) {
        fake.refused.push(bad);
        const code =
          bad === 'signature does not match'
            ? 'SignatureDoesNotMatch'
            : bad === 'unknown access key id'
              ? 'InvalidAccessKeyId.NotFound'
              : 'IncompleteSignature';
        return answer(res, code === 'InvalidAccessKeyId.NotFound' ? 404 : 400, { HostId: 'dysmsapi.aliyuncs.com', Code: code, Message: bad });
      }
      if (req.method !== 'POST' || req.headers['x-acs-action'] !== 'SendSms' || req.headers['x-acs-version'] !== '2017-05-25') {
        fake.refused.push('not SendSms 2017-05-25 over POST');
        return answer(res, 400, { Code: 'InvalidAction.NotFound', Message: 'Specified api is not found' });
      }
      const params = new Map(parseQuery((req.url ?? '').split('?')[1] ?? ''));
      const checked = checkSendSms(params, o);
      if (Array.isArray(checked)) {
        fake.refused.push(checked[1]);
        return answer(res, 200, { Code: checked[0], Message: checked[1] });
      }
      const mode = fake.mode;
      if (mode.kind === 'hang') return; // never answers: the client's read time-out has to act
      if (mode.kind === 'error') return answer(res, 200, { Code: mode.code, Message: mode.message });
      fake.sent.push(checked);
      answer(res, 200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const port = await listenInRange(server);
  const fake: FakeAliyun = {
    url: `http://127.0.0.1:${port}`,
    port,
    sent: [],
    refused: [],
    mode: { kind: 'ok' },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}
