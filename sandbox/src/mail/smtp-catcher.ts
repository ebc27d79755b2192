/**
 * The sandbox's SMTP catcher: a local SMTP server (smtp-server) that accepts every message, reads it with
 * mailparser and keeps the last ones in memory, so the portal server's e-mails can be seen without a mail
 * provider (the page at /sandbox/mail, and tests).
 */
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

export interface SmtpCatcher {
  /** SMTP_URL for the portal server: smtp://127.0.0.1:<port>. */
  url: string;
  port: number;
  /** Newest last. */
  received: CaughtMail[];
  close(): Promise<void>;
}

const KEPT = 500;

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));

/** Starts on `port` (0: one the system picks) on 127.0.0.1 only. */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'Translation portal sandbox: mail is kept here, never sent on',
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: addresses(mail.from).join(', '),
            to: addresses(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            receivedAt: new Date().toISOString(),
          });
          if (received.length > KEPT) received.splice(0, received.length - KEPT);
          callback();
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
