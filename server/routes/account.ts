import type { FastifyInstance } from 'fastify';
import { defineCall } from '../lib/call.ts';
import { requireUser } from '../lib/auth.ts';
import { pick } from '../lib/messages.ts';
import { deleteAccount } from '../lib/account-deletion.ts';
import { uploadStore } from '../lib/upload-store.ts';

/** The user's own account: deletion of the account and its personal data (issue 28). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, {
    path: 'api/user/delete_account',
    summary:
      'Deletes the logged-in account and its personal data (profile, phone, addresses, cart, coupons, sessions, posts, uploads, contact details of bookings); orders are kept without name, phone or street. Every session ends',
    tags: ['user'],
    async handler({ req, lang, db, dialect }) {
      const user = await requireUser(req, db, lang);
      const result = await deleteAccount(db, dialect, user.id);
      // The bytes go after the commit: a failed transaction must not lose files its rows still name.
      if (result.uploadNames.length > 0) {
        await uploadStore(app.db, app.config.dataDir)
          .drop(result.uploadNames)
          .catch((err: unknown) => req.log.warn({ err }, 'deleted account: upload files not removed'));
      }
      return {
        code: 1,
        msg: pick(lang, '账号及个人信息已删除', 'Your account and personal data have been deleted'),
        data: { deleted: true },
      };
    },
  });
}
