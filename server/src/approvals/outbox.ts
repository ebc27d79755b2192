/**
 * E-mails leave through the outbox: a decision writes its messages in its own transaction, and the sender
 * (mailer.ts) delivers them after, retrying until they go, so none is lost to a failed send or a restart.
 */
import type { Transaction } from 'kysely';
import type { Tables } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export async function enqueueMail(trx: Transaction<Tables>, mails: Mail[]): Promise<void> {
  const addressed = mails.filter((m) => m.to.includes('@'));
  if (addressed.length === 0) return;
  await trx
    .insertInto('outbox')
    .values(addressed.map((m) => ({ recipient: m.to, subject: m.subject, body: m.body })))
    .execute();
}
