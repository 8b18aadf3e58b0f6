import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import sharp from 'sharp';
import { defineCall } from '../lib/call.ts';
import { ApiError } from '../lib/envelope.ts';
import { t } from '../lib/messages.ts';
import { sm } from './service-messages.ts';
import { optionalUser } from './service-shared.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const SIGN_TTL_MS = 10 * 60_000;
export const UPLOAD_PATH = '/stage-api/api/upload/image';
/** Stored names are random hex plus the sniffed extension; nothing else is ever served. */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

const TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;
type Ext = keyof typeof TYPES;

/** The image type from the file's first bytes (JPEG, PNG, WebP), never from its name or header. */
export function sniffImage(buf: Buffer): Ext | undefined {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/** A client file name that tries to name a path (separators, `..`, control characters). */
export function isPathTrick(name: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we look for
  return /[/\\]|\.\.|[\u0000-\u001f]/.test(name);
}

function requestLang(req: FastifyRequest): 0 | 1 {
  const q = (req.query as Record<string, unknown> | undefined)?.lang;
  if (q === '1') return 1;
  if (q === '0') return 0;
  return /^en\b/i.test(req.headers['accept-language'] ?? '') ? 1 : 0;
}

/** Upload tickets: an HMAC over who may upload (user id, or IP when logged out) and the expiry. */
function signer(secret: Buffer) {
  const mac = (subject: string, exp: number) => crypto.createHmac('sha256', secret).update(`${subject}|${exp}`).digest('base64url');
  return {
    issue(subject: string, now = Date.now()) {
      const exp = now + SIGN_TTL_MS;
      return { sign: `${exp}.${mac(subject, exp)}`, expires_at: new Date(exp).toISOString() };
    },
    verify(sign: string, subject: string, now = Date.now()): boolean {
      const m = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(sign);
      if (!m) return false;
      const exp = Number(m[1]);
      if (exp < now || exp > now + SIGN_TTL_MS) return false;
      const want = Buffer.from(mac(subject, exp));
      const got = Buffer.from(m[2]);
      return want.length === got.length && crypto.timingSafeEqual(want, got);
    },
  };
}

/** Upload tickets, the multipart image upload (scoped multipart parser) and serving the stored files. */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const secret = app.config.uploadSecret ? Buffer.from(app.config.uploadSecret) : crypto.randomBytes(32);
  const tickets = signer(secret);
  const dir = path.join(app.config.dataDir, 'uploads');
  const subjectOf = async (req: FastifyRequest) => {
    const user = await optionalUser(req, app.db.db);
    return { user, subject: user ? `u:${user.id}` : `ip:${req.ip}` };
  };

  defineCall(app, {
    path: 'api/upload/get_sign',
    summary: 'A short-lived (10 min) upload ticket bound to the user (or IP when logged out); send it as the `sign` field before the file',
    tags: ['upload'],
    async handler({ req }) {
      const { subject } = await subjectOf(req);
      return { ...tickets.issue(subject), upload_url: UPLOAD_PATH, field: 'file', max_bytes: MAX_UPLOAD_BYTES, accept: Object.values(TYPES) };
    },
  });

  await app.register(async (scope) => {
    // Multipart parsing exists only inside this plugin: every other route still accepts JSON only.
    // preservePath: busboy would silently cut "../../x.png" down to "x.png"; we want to see and refuse it.
    await scope.register(multipart, {
      preservePath: true,
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 6, fieldSize: 256, parts: 8, headerPairs: 40 },
    });
    scope.post(
      UPLOAD_PATH,
      { schema: { summary: 'Upload one JPEG/PNG/WebP image (≤ 5 MB) as multipart: fields sign (from get_sign), file', tags: ['upload'] } },
      async (req) => {
        let lang = requestLang(req);
        if (!req.isMultipart()) throw new ApiError(415, sm('uploadNotMultipart', lang));
        let sign = typeof req.headers['x-upload-sign'] === 'string' ? req.headers['x-upload-sign'] : '';
        let file: { buf: Buffer; name: string } | undefined;
        try {
          for await (const part of req.parts()) {
            if (part.type === 'field') {
              if (part.fieldname === 'lang') lang = part.value === '1' ? 1 : 0;
              if (part.fieldname === 'sign' && typeof part.value === 'string') sign = part.value;
              continue;
            }
            if (file) throw new ApiError(413, sm('uploadOneFile', lang));
            if (isPathTrick(part.filename ?? '')) {
              part.file.resume();
              throw new ApiError(400, sm('uploadBadName', lang));
            }
            file = { buf: await part.toBuffer(), name: part.filename };
          }
        } catch (err) {
          if (err instanceof ApiError) throw err;
          const code = (err as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, sm('uploadTooBig', lang));
          if (code === 'FST_FILES_LIMIT') throw new ApiError(413, sm('uploadOneFile', lang));
          const status = (err as { statusCode?: number }).statusCode;
          throw new ApiError(status && status >= 400 && status < 500 ? status : 400, t('badRequest', lang));
        }
        const { user, subject } = await subjectOf(req);
        if (!tickets.verify(sign, subject)) throw new ApiError(403, sm('uploadBadSign', lang));
        if (!file || file.buf.length === 0) throw new ApiError(400, sm('uploadNoFile', lang));
        const ext = sniffImage(file.buf);
        if (!ext) throw new ApiError(415, sm('uploadType', lang));
        // Re-encoding in the same format proves the file is a real image and drops EXIF (riders' GPS).
        let out: { data: Buffer; info: sharp.OutputInfo };
        try {
          const format = ext === 'jpg' ? 'jpeg' : ext;
          out = await sharp(file.buf, { limitInputPixels: 40_000_000 }).rotate().toFormat(format).toBuffer({ resolveWithObject: true });
        } catch {
          throw new ApiError(415, sm('uploadType', lang));
        }
        const name = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
        await fs.promises.mkdir(dir, { recursive: true });
        await fs.promises.writeFile(path.join(dir, name), out.data, { flag: 'wx' });
        await app.db.db
          .insertInto('uploads')
          .values({ file_name: name, mime: TYPES[ext], size: out.data.length, user_id: user?.id ?? null, created_at: new Date().toISOString() })
          .execute();
        return {
          code: 1,
          msg: 'ok',
          data: { url: `/uploads/${name}`, name, mime: TYPES[ext], size: out.data.length, width: out.info.width, height: out.info.height },
        };
      },
    );
  });

  app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, async (req, reply) => {
    const { name } = req.params;
    const lang = requestLang(req);
    if (!UPLOAD_NAME.test(name)) return reply.code(404).send({ code: 404, msg: t('notFound', lang), data: null });
    const row = await app.db.db.selectFrom('uploads').select(['mime', 'size']).where('file_name', '=', name).executeTakeFirst();
    const file = path.join(dir, name);
    if (!row || path.dirname(file) !== dir || !fs.existsSync(file)) return reply.code(404).send({ code: 404, msg: t('notFound', lang), data: null });
    return reply
      .header('content-type', row.mime)
      .header('content-length', String(row.size))
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(fs.createReadStream(file));
  });
}
