/** English and German texts of the sign-in pages, and the choice between them. */

export type Locale = 'en' | 'de';

const en = {
  signInTitle: 'Sign in',
  signInHeading: 'Sign in to the Translation Portal',
  username: 'Username',
  password: 'Password',
  signIn: 'Sign in',
  invalidCredentials: 'Invalid username or password.',
  demoUsersHeading: 'Demo users',
  demoUsersHint: 'Sandbox accounts; the password equals the user name.',
  demoUsersCaption: 'Demo users of the sandbox',
  columnUser: 'User name',
  columnName: 'Name',
  columnRoles: 'Roles',
  columnOrganisation: 'Organisation',
  signOutTitle: 'Sign out',
  signOutQuestion: 'Do you want to sign out of the Translation Portal?',
  signOut: 'Sign out',
  signedOutTitle: 'Signed out',
  signedOut: 'You have been signed out.',
  backToPortal: 'Back to the portal',
  errorTitle: 'Something went wrong',
  errorHint: 'The sign-in request could not be completed. Go back to the portal and try again.',
};

type Messages = typeof en;

const de: Messages = {
  signInTitle: 'Anmelden',
  signInHeading: 'Beim Übersetzungsportal anmelden',
  username: 'Benutzername',
  password: 'Passwort',
  signIn: 'Anmelden',
  invalidCredentials: 'Ungültiger Benutzername oder Passwort.',
  demoUsersHeading: 'Demo-Benutzer',
  demoUsersHint: 'Konten der Sandbox; das Passwort ist der Benutzername.',
  demoUsersCaption: 'Demo-Benutzer der Sandbox',
  columnUser: 'Benutzername',
  columnName: 'Name',
  columnRoles: 'Rollen',
  columnOrganisation: 'Organisation',
  signOutTitle: 'Abmelden',
  signOutQuestion: 'Möchten Sie sich vom Übersetzungsportal abmelden?',
  signOut: 'Abmelden',
  signedOutTitle: 'Abgemeldet',
  signedOut: 'Sie wurden abgemeldet.',
  backToPortal: 'Zurück zum Portal',
  errorTitle: 'Ein Fehler ist aufgetreten',
  errorHint:
    'Die Anmeldung konnte nicht abgeschlossen werden. Kehren Sie zum Portal zurück und versuchen Sie es erneut.',
};

const catalog: Record<Locale, Messages> = { en, de };

export function messages(locale: Locale): Messages {
  return catalog[locale];
}

function supported(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split('-')[0];
  return language === 'de' || language === 'en' ? language : undefined;
}

/**
 * `ui_locales` of the authorization request wins (space separated, in order of
 * preference, OIDC Core 3.1.2.1); otherwise the browser's Accept-Language by q value.
 */
export function pickLocale(uiLocales: unknown, acceptLanguage: string | undefined): Locale {
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(' ')) {
      const found = supported(tag);
      if (found) return found;
    }
  }
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const found = supported(tag);
    if (found) return found;
  }
  return 'en';
}
