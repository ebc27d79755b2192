/**
 * The pages the server renders itself, on the sign-in routes (the portal is not loaded there): a failed
 * sign-in and a provider that cannot be reached, in the browser's language (English or German), each with
 * a way back to sign-in. Every dynamic value is escaped; no script (strict CSP).
 */
export type PageLanguage = 'en' | 'de';
export type SignInProblem = 'failed' | 'refused' | 'unavailable';

const TEXTS: Record<PageLanguage, Record<SignInProblem, { title: string; text: string }> & { again: string }> = {
  en: {
    failed: {
      title: 'Sign-in failed',
      text: 'The sign-in could not be completed: it may have expired or been started in another window.',
    },
    refused: {
      title: 'Sign-in not completed',
      text: 'The identity provider did not sign you in: the sign-in was cancelled or refused there.',
    },
    unavailable: {
      title: 'Sign-in unavailable',
      text: 'The identity provider cannot be reached just now. Please try again in a moment.',
    },
    again: 'Sign in again',
  },
  de: {
    failed: {
      title: 'Anmeldung fehlgeschlagen',
      text: 'Die Anmeldung konnte nicht abgeschlossen werden: Sie ist eventuell abgelaufen oder wurde in einem anderen Fenster begonnen.',
    },
    refused: {
      title: 'Anmeldung nicht abgeschlossen',
      text: 'Der Identitätsanbieter hat Sie nicht angemeldet: Die Anmeldung wurde dort abgebrochen oder abgelehnt.',
    },
    unavailable: {
      title: 'Anmeldung nicht möglich',
      text: 'Der Identitätsanbieter ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    },
    again: 'Erneut anmelden',
  },
};

/** Inline (the CSP allows inline styles, not scripts): readable on a phone and in dark mode, the link a button. */
const STYLE = [
  ':root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5}',
  'main{max-width:36rem;margin:4rem auto;padding:0 1.25rem}',
  'h1{font-size:1.6rem;line-height:1.25}',
  'a{display:inline-block;padding:.6rem 1.1rem;border-radius:.4rem;background:#1c64c7;color:#fff;text-decoration:none;font-weight:600}',
  'a:focus-visible{outline:3px solid #f59f00;outline-offset:2px}',
].join('');

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** `again`: the sign-in link, back to the page the user wanted (`/bff/login?returnTo=…`). */
export function signInProblemPage(problem: SignInProblem, language: PageLanguage, again = '/bff/login'): string {
  const texts = TEXTS[language];
  const { title, text } = texts[problem];
  return `<!DOCTYPE html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(again)}">${escapeHtml(texts.again)}</a></p>
</main></body>
</html>`;
}
