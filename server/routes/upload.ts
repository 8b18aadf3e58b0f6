import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { defineCall } from '../lib/call.ts';
import { requireUser } from '../lib/auth.ts';
import { ApiError } from '../lib/envelope.ts';
import { t } from '../lib/messages.ts';
import { IMAGE_TYPES, isPathTrick, MAX_UPLOAD_BYTES, reencodeImage, sniffImage, UPLOAD_NAME } from '../lib/upload-image.ts';
import { startOrphanSweeper } from '../lib/upload-orphans.ts';
import { msUntilReset, spendUploadQuota } from '../lib/upload-quota.ts';
import { uploadStore } from '../lib/upload-store.ts';
import { redeemTicket, SIGN_TTL_MS, uploadTickets } from '../lib/upload-tickets.ts';
import { sm } from './service-messages.ts';
import { optionalUser } from './service-shared.ts';

export { isPathTrick, MAX_UPLOAD_BYTES, SIGN_TTL_MS, sniffImage, UPLOAD_NAME };
export const UPLOAD_PATH = '/stage-api/api/upload/image';

function requestLang(req: FastifyRequest): 0 | 1 {
  const q = (req.query as Record<string, unknown> | undefined)?.lang;
  if (q === '1') return 1;
  if (q === '0') return 0;
  return /^en\b/i.test(req.headers['accept-language'] ?? '') ? 1 : 0;
}

/** The one file and the fields of a multipart upload; refusals are 4xx envelopes in `lang` (which a field may change). */
async function readUpload(req: FastifyRequest, lang: 0 | 1): Promise<{ lang: 0 | 1; sign: string; file?: Buffer }> {
  let sign = typeof req.headers['x-upload-sign'] === 'string' ? req.headers['x-upload-sign'] : '';
  let file: Buffer | undefined;
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
      file = await part.toBuffer();
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, sm('uploadTooBig', lang));
    if (code === 'FST_FILES_LIMIT') throw new ApiError(413, sm('uploadOneFile', lang));
    const status = (err as { statusCode?: number }).statusCode;
    throw new ApiError(status && status >= 400 && status < 500 ? status : 400, t('badRequest', lang));
  }
  return { lang, sign, file };
}

/**
 * Upload tickets, the multipart image upload (signed-in riders only: the one form that takes photos,
 * the travel post, needs a login too), serving the stored files, and the orphan cleanup job.
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const secret = app.config.uploadSecret ? Buffer.from(app.config.uploadSecret) : crypto.randomBytes(32);
  const tickets = uploadTickets(secret);
  const store = uploadStore(app.db, app.config.dataDir);
  const limits = app.config.uploads;
  startOrphanSweeper(app);

  defineCall(app, {
    path: 'api/upload/get_sign',
    summary:
      'A single-use upload ticket, valid 10 min, bound to the signed-in user (401 when logged out); send it as the `sign` field before the file',
    tags: ['upload'],
    async handler({ req, lang, db }) {
      const user = await requireUser(req, db, lang);
      return {
        ...tickets.issue(`u:${user.id}`),
        upload_url: UPLOAD_PATH,
        field: 'file',
        max_bytes: MAX_UPLOAD_BYTES,
        accept: Object.values(IMAGE_TYPES),
      };
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
      {
        schema: {
          summary: `Upload one JPEG/PNG/WebP image (≤ 5 MB) as multipart: fields sign (from get_sign, once), file. Login required; daily quotas per user (${limits.userFiles} files) and per IP (${limits.ipFiles}) answer 429`,
          tags: ['upload'],
        },
      },
      async (req, reply) => {
        if (!req.isMultipart()) throw new ApiError(415, sm('uploadNotMultipart', requestLang(req)));
        // Refused before a byte of the file is read: no account, no upload.
        const user = await optionalUser(req, app.db.db);
        if (!user) throw new ApiError(401, t('unauthorized', requestLang(req)));
        const { lang, sign, file } = await readUpload(req, requestLang(req));
        const claim = tickets.verify(sign, `u:${user.id}`);
        if (!claim) throw new ApiError(403, sm('uploadBadSign', lang));
        if (!file || file.length === 0) throw new ApiError(400, sm('uploadNoFile', lang));
        if (!(await redeemTicket(app.db.db, claim))) throw new ApiError(403, sm('uploadUsedSign', lang));
        const ext = sniffImage(file);
        if (!ext) throw new ApiError(415, sm('uploadType', lang));
        // Counted before decoding: a file that fails to decode has still cost us the work.
        const refused = await spendUploadQuota(app.db.db, limits, { userId: user.id, ip: req.ip }, file.length);
        if (refused) {
          const mb = Math.floor(refused.limitBytes / (1024 * 1024));
          const msg = sm(refused.scope === 'user' ? 'uploadQuotaUser' : 'uploadQuotaIp', lang, { files: refused.limitFiles, mb });
          const data = {
            scope: refused.scope,
            limit_files: refused.limitFiles,
            limit_bytes: refused.limitBytes,
            retry_after_ms: msUntilReset(Date.now()),
          };
          return reply
            .code(429)
            .header('retry-after', String(Math.ceil(data.retry_after_ms / 1000)))
            .send({ code: 429, msg, data });
        }
        const img = await reencodeImage(file, ext);
        if (!img) throw new ApiError(415, sm('uploadType', lang));
        if (img.data.length > MAX_UPLOAD_BYTES) throw new ApiError(413, sm('uploadTooBig', lang));
        const name = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
        const mime = IMAGE_TYPES[ext];
        // The row first: on PostgreSQL the bytes reference it, and a row whose bytes never arrived is swept as an orphan.
        await app.db.db
          .insertInto('uploads')
          .values({
            file_name: name,
            mime,
            size: img.data.length,
            user_id: user.id,
            ip: req.ip,
            created_at: new Date().toISOString(),
            claimed_at: null,
          })
          .execute();
        try {
          await store.put(name, img.data);
        } catch (err) {
          await app.db.db.deleteFrom('uploads').where('file_name', '=', name).execute();
          throw err;
        }
        return { code: 1, msg: 'ok', data: { url: `/uploads/${name}`, name, mime, size: img.data.length, width: img.width, height: img.height } };
      },
    );
  });

  app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, async (req, reply) => {
    const { name } = req.params;
    const notFound = () => reply.code(404).send({ code: 404, msg: t('notFound', requestLang(req)), data: null });
    if (!UPLOAD_NAME.test(name)) return notFound();
    const row = await app.db.db.selectFrom('uploads').select('mime').where('file_name', '=', name).executeTakeFirst();
    const data = row ? await store.get(name) : undefined;
    if (!row || !data) return notFound();
    return (
      reply
        .header('content-type', row.mime)
        .header('content-length', String(data.length))
        .header('x-content-type-options', 'nosniff')
        // Our own random name only: nothing a client chose reaches this header.
        .header('content-disposition', `inline; filename="${name}"`)
        // Opened as a document it still can run nothing.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data)
    );
  });
}
