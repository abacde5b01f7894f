import type { UserRow } from '../db/schema.js';
import { redact } from '../lib/errorLog.js';
import type { MailMessage } from '../mail.js';
import type { ServiceContext } from './context.js';

/**
 * Mails a security notice without waiting for it: the change it reports is already made, and a
 * slow or failing SMTP server must not fail the request (it is logged instead).
 */
export function sendNotice(ctx: ServiceContext, user: UserRow, kind: string, message: MailMessage): void {
  let sending: Promise<void>;
  try {
    sending = ctx.mailer.send(message);
  } catch (err) {
    sending = Promise.reject(err as Error);
  }
  sending.catch((err: unknown) => {
    ctx.log.error('mail could not be sent', { user_id: user.id, purpose: kind, error: redact((err as Error).message) });
  });
}
