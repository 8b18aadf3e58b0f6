// How `npm run test:cluster` learns the SMS login code the server sent. With SMS_PROVIDER=log the code
// is written to the server's log: adjust SMS_CODE_LINE / findSmsCode if the log provider's line changes.
import crypto from 'node:crypto';
import pg from 'pg';

/** A log line about an SMS to `phone` (full or masked 139****1234) that carries a 6-digit code. */
const SMS_CODE_LINE = /sms|验证码|code/i;
const SIX_DIGITS = /(?<![\d*])(\d{6})(?![\d*])/;

/** The 6-digit code sent to `phone` in these (pino JSON or plain) log lines, newest first; undefined if none. */
export function findSmsCode(lines, phone) {
  const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  for (const line of [...lines].reverse()) {
    if (!SMS_CODE_LINE.test(line) || !(line.includes(phone) || line.includes(masked))) continue;
    let fields = { msg: line };
    try {
      fields = JSON.parse(line);
    } catch {
      // a plain text line
    }
    // A field named like a code wins; otherwise six digits standing alone in the message.
    for (const [k, v] of Object.entries(fields)) if (/code/i.test(k) && /^\d{6}$/.test(String(v))) return String(v);
    const hit = SIX_DIGITS.exec(String(fields.msg ?? '').replaceAll(phone, ''));
    if (hit) return hit[1];
  }
  return undefined;
}

/**
 * Fallback when the log carries no code: the newest code's HMAC (sms_codes.code_hash, keyed with
 * SMS_CODE_SECRET over `phone:code`, server/lib/sms.ts) searched over the million 6-digit codes (~2 s).
 */
export async function recoverSmsCode(databaseUrl, phone, secret) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query('select code_hash from sms_codes where phone = $1 order by id desc limit 1', [phone]);
  await db.end();
  const want = rows[0]?.code_hash;
  if (!want) return undefined;
  for (let n = 0; n < 1_000_000; n++) {
    const code = String(n).padStart(6, '0');
    if (crypto.createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex') === want) return code;
  }
  return undefined;
}
