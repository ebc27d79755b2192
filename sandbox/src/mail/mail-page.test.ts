// @vitest-environment node
/** The sandbox's mail page shows what reached its SMTP catcher, newest first, as text. */
import express from 'express';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeHttp, listenHttp } from '#server/listen';
import { mailRoutes } from './mail-page';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher';

let catcher: SmtpCatcher;
let base: string;
let close: () => Promise<void>;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  const app = express().use('/sandbox', mailRoutes(catcher));
  const server = await listenHttp(app, 0);
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  close = () => closeHttp(server);
});
afterAll(async () => {
  await close();
  await catcher.close();
});

describe('the sandbox mail page', () => {
  it('lists the caught e-mails, newest first, with markup shown as text', async () => {
    const transport = nodemailer.createTransport(catcher.url);
    await transport.sendMail({ from: 'portal@localhost', to: 'alma@example.com', subject: 'First', text: 'one' });
    await transport.sendMail({
      from: 'portal@localhost',
      to: 'olivia@example.com',
      subject: 'Second <b>bold</b>',
      text: 'Reason: <script>x</script>',
    });
    transport.close();
    const json = (await (await fetch(`${base}/sandbox/mail.json`)).json()) as { to: string[]; subject: string }[];
    expect(json.map((m) => [m.to, m.subject])).toEqual([
      [['olivia@example.com'], 'Second <b>bold</b>'],
      [['alma@example.com'], 'First'],
    ]);
    const page = await (await fetch(`${base}/sandbox/mail`)).text();
    expect(page).toContain('<h2>Second &lt;b&gt;bold&lt;/b&gt;</h2>');
    expect(page).toContain('Reason: &lt;script&gt;x&lt;/script&gt;');
    expect(page.indexOf('Second')).toBeLessThan(page.indexOf('First'));
  });
});
