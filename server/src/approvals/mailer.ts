/**
 * Sends the outbox's e-mails over SMTP (SMTP_URL, with nodemailer): due messages are claimed a batch at a time
 * (their next attempt moved on first, so another portal server sharing the database skips them), sent, and
 * marked sent; a failed send waits longer each time (30 s, doubling, at most an hour) and is tried again, also
 * after a restart. Without SMTP_URL the messages stay in the outbox.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { sql } from 'kysely';
import type { PortalDatabase } from '../db/database';
import type { MailSettings } from '../data-settings';
import { errorMessage, type Logger } from '../logger';

export interface Mailer {
  /** Something was written to the outbox: send soon. */
  nudge(): void;
  /** Sends what is due now; resolves with how many went. */
  sendDue(): Promise<number>;
  close(): void;
}

const POLL_MS = 15_000;
const BATCH = 20;

export function createMailer(database: PortalDatabase, settings: MailSettings, logger: Logger): Mailer {
  const transport: Transporter | undefined = settings.smtpUrl
    ? nodemailer.createTransport(settings.smtpUrl)
    : undefined;
  if (!transport) logger.log('info', 'SMTP_URL is not set: approval e-mails wait in the outbox');
  let running: Promise<number> | undefined;
  let again = false;

  async function sendDue(): Promise<number> {
    if (!transport || !database.migratedNow()) return 0;
    const db = database.db;
    const due = await db
      .updateTable('outbox')
      .set({
        attempts: sql<number>`attempts + 1`,
        next_attempt_at: sql<Date>`now() + least(interval '1 hour', interval '30 seconds' * power(2, attempts))`,
      })
      .where(
        'id',
        'in',
        db
          .selectFrom('outbox')
          .select('id')
          .where('sent_at', 'is', null)
          .where('next_attempt_at', '<=', new Date())
          .orderBy('id')
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'recipient', 'subject', 'body'])
      .execute();
    let sent = 0;
    for (const mail of due) {
      try {
        await transport.sendMail({ from: settings.from, to: mail.recipient, subject: mail.subject, text: mail.body });
        await db
          .updateTable('outbox')
          .set({ sent_at: new Date(), last_error: null })
          .where('id', '=', mail.id)
          .execute();
        sent++;
      } catch (err) {
        logger.log('warn', 'e-mail not sent; it is tried again', { error: errorMessage(err) });
        await db
          .updateTable('outbox')
          .set({ last_error: errorMessage(err).slice(0, 500) })
          .where('id', '=', mail.id)
          .execute();
      }
    }
    return sent;
  }

  /** One run at a time; a nudge during a run asks for another. */
  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = sendDue()
      .catch((err: unknown) => {
        logger.log('warn', 'outbox not read', { error: errorMessage(err) });
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  }

  // What waited in the outbox when this server started (sent by none, or tried before a restart) goes now.
  database.migrated.then(
    () => void run(),
    () => undefined,
  );
  const timer = setInterval(() => void run(), POLL_MS);
  timer.unref();
  return {
    nudge: () => void run(),
    sendDue: run,
    close() {
      clearInterval(timer);
      transport?.close();
    },
  };
}
