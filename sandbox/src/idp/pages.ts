/**
 * Server-rendered HTML of the sign-in, sign-out and error pages. Every dynamic
 * value goes through `escapeHtml`; the pages use no inline script (strict CSP) but the one whose hash the
 * sign-out page's CSP names.
 */
import { createHash } from 'node:crypto';
import { REALM_PATH } from '../types';
import { type Locale, messages } from './i18n';
import { DEMO_PEOPLE } from './users';

export const STYLESHEET_PATH = `${REALM_PATH}/resources/login.css`;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

function layout(locale: Locale, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** A page whose heading is its title, followed by `lines` of markup. */
function headedPage(locale: Locale, title: string, lines: string[]): string {
  return layout(locale, title, [`<h1>${escapeHtml(title)}</h1>`, ...lines].join('\n'));
}

function paragraph(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

function backToPortal(locale: Locale, portalUrl: string): string {
  return `<p><a href="${escapeHtml(portalUrl)}">${escapeHtml(messages(locale).backToPortal)}</a></p>`;
}

function demoUsersTable(locale: Locale): string {
  const t = messages(locale);
  const rows = DEMO_PEOPLE.map(
    (u) =>
      `<tr><td><code>${escapeHtml(u.username)}</code></td><td>${escapeHtml(u.name)}</td><td>${escapeHtml(u.roles.join(', '))}</td><td>${escapeHtml(u.organisation)}</td></tr>`,
  ).join('\n');
  return `<section aria-labelledby="demo-users-heading">
<h2 id="demo-users-heading">${escapeHtml(t.demoUsersHeading)}</h2>
<p class="hint">${escapeHtml(t.demoUsersHint)}</p>
<table>
<caption>${escapeHtml(t.demoUsersCaption)}</caption>
<thead><tr><th scope="col">${escapeHtml(t.columnUser)}</th><th scope="col">${escapeHtml(t.columnName)}</th><th scope="col">${escapeHtml(t.columnRoles)}</th><th scope="col">${escapeHtml(t.columnOrganisation)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`;
}

export interface LoginPageOptions {
  locale: Locale;
  /** Where the form posts to (the interaction URL). */
  action: string;
  username?: string;
  failed?: boolean;
}

export function loginPage({ locale, action, username = '', failed = false }: LoginPageOptions): string {
  const t = messages(locale);
  const invalid = failed ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const error = failed
    ? `<p id="login-error" class="error" role="alert">${escapeHtml(t.invalidCredentials)}</p>\n`
    : '';
  // Focus the field the user has to fix: the password after a failed attempt.
  const focusUser = failed ? '' : ' autofocus';
  const focusPassword = failed ? ' autofocus' : '';
  return layout(
    locale,
    t.signInTitle,
    `<h1>${escapeHtml(t.signInHeading)}</h1>
${error}<form method="post" action="${escapeHtml(action)}">
<label for="username">${escapeHtml(t.username)}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(username)}"${invalid}${focusUser}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${focusPassword}>
<button type="submit">${escapeHtml(t.signIn)}</button>
</form>
${demoUsersTable(locale)}`,
  );
}

/**
 * Sign-out confirmation. `form` is oidc-provider's hidden form (id op.logoutForm,
 * with the xsrf token); our button submits it via the `form` attribute, no script needed.
 * There is no "stay signed in" button: the portal has already dropped its tokens
 * when it redirects here, and oidc-provider's "no" would still end the portal's grant.
 */
export function logoutPage(locale: Locale, form: string): string {
  const t = messages(locale);
  return headedPage(locale, t.signOutTitle, [
    paragraph(t.signOutQuestion),
    form,
    `<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(t.signOut)}</button>`,
  ]);
}

/** Submits oidc-provider's sign-out form; the page's CSP names its hash (SIGN_OUT_SCRIPT_HASH). */
const SIGN_OUT_SCRIPT = "document.getElementById('op.logoutForm').submit();";
export const SIGN_OUT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SIGN_OUT_SCRIPT).digest('base64')}'`;

/**
 * A sign-out whose id_token_hint names the signed-in user: no question, as Keycloak, Entra ID and Okta do; the
 * form (with its xsrf token) submits itself. The button is for a browser without scripts.
 */
export function signingOutPage(locale: Locale, form: string): string {
  const t = messages(locale);
  return headedPage(locale, t.signOutTitle, [
    form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>'),
    `<noscript><button type="submit" form="op.logoutForm">${escapeHtml(t.signOut)}</button></noscript>`,
    `<script>${SIGN_OUT_SCRIPT}</script>`,
  ]);
}

export function signedOutPage(locale: Locale, portalUrl: string): string {
  const t = messages(locale);
  return headedPage(locale, t.signedOutTitle, [paragraph(t.signedOut), backToPortal(locale, portalUrl)]);
}

export function errorPage(locale: Locale, error: string, description: string | undefined, portalUrl: string): string {
  const t = messages(locale);
  return headedPage(locale, t.errorTitle, [
    paragraph(t.errorHint),
    `<p class="error"><code>${escapeHtml(error)}</code>${description ? `: ${escapeHtml(description)}` : ''}</p>`,
    backToPortal(locale, portalUrl),
  ]);
}
