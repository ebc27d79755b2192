/**
 * GET /sandbox/mail: the e-mails the portal server sent to the sandbox's SMTP catcher, newest first, as a page
 * (English and German headings) and as JSON (/sandbox/mail.json). A developer tool, without sign-in, like
 * /sandbox/outbox.
 */
import express from 'express';
import type { SmtpCatcher } from './smtp-catcher';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(catcher: SmtpCatcher): string {
  const mails = [...catcher.received].reverse();
  const items = mails
    .map(
      (m) => `<li><article><h2>${escape(m.subject)}</h2>
<p>To / An: ${escape(m.to.join(', '))}<br>From / Von: ${escape(m.from)}<br>Received / Empfangen: <time datetime="${m.receivedAt}">${m.receivedAt}</time></p>
<pre>${escape(m.text)}</pre></article></li>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox mail</title></head>
<body><main>
<h1>E-mails the portal server sent / Gesendete E-Mails</h1>
<p>${mails.length} caught at ${escape(catcher.url)}; nothing leaves this machine.</p>
${mails.length === 0 ? '<p>None yet. / Noch keine.</p>' : `<ol>\n${items}\n</ol>`}
</main></body>
</html>`;
}

export function mailRoutes(catcher: SmtpCatcher): express.Router {
  const router = express.Router();
  router.get('/mail', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('html').send(page(catcher));
  });
  router.get('/mail.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json([...catcher.received].reverse());
  });
  return router;
}
