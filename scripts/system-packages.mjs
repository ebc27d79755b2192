// `npm test` brings the machine packages its suite needs: Chromium's headless shell for the e2e suite, Firefox ESR and
// WebKitGTK's WebDriver with Xvfb for its engine journeys (e2e/engines); LibreOffice, poppler-utils
// (pdftotext), gettext (msgfmt) and Translate Toolkit (XLIFF) as the independent readers of the documents the
// portal writes;
// redis-server for the portal server's shared session store; postgresql for its database's tests on
// PostgreSQL (started as a throwaway cluster on a free port, server/src/testing/postgres.harness.ts). On Debian or Ubuntu the missing
// ones are installed with apt-get (through `sudo -n` when not root); anywhere else, or when that is not
// allowed, one line says what to install and the run stops before tests that would fail for want of it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** [Debian package(s), present?] */
const NEEDED = [
  // What the Playwright suite runs in (e2e/support/browser.mjs): Chromium's headless shell, or Chromium itself
  // where a distribution has no headless shell (the suite then takes longer).
  [
    ['chromium-headless-shell'],
    () => Boolean(process.env.CHROMIUM_PATH) || existsSync('/usr/bin/chromium-headless-shell'),
    { insteadOf: ['chromium'], presentInstead: () => existsSync('/usr/bin/chromium') },
  ],
  [['firefox-esr'], () => Boolean(process.env.FIREFOX_PATH) || existsSync('/usr/bin/firefox-esr')],
  [['webkit2gtk-driver'], () => onPath('WebKitWebDriver')],
  [['xvfb'], () => onPath('Xvfb')],
  [['libreoffice-writer-nogui', 'libreoffice-calc-nogui', 'libreoffice-impress-nogui'], () => onPath('soffice')],
  [['poppler-utils'], () => onPath('pdftotext')],
  [['gettext'], () => onPath('msgfmt')],
  // Translate Toolkit, another reader of the XLIFF the portal server writes (the review's issues for the vendor).
  [
    ['python3-translate'],
    () =>
      spawnSync(process.env.TRANSLATE_TOOLKIT_PYTHON ?? '/usr/bin/python3', ['-c', 'import translate.storage.xliff'], {
        stdio: 'ignore',
      }).status === 0,
  ],
  [['redis-server'], () => onPath('redis-server')],
  [
    ['postgresql'],
    () =>
      Boolean(process.env.POSTGRES_BIN) ||
      (existsSync('/usr/lib/postgresql') &&
        readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))),
  ],
];

const wanted = NEEDED.filter(([, present]) => !present());
const missing = wanted.flatMap(([packages]) => packages);
if (missing.length === 0) process.exit(0);
/** The same, with the fallbacks of packages that have one (none where the fallback is already there). */
const fallback = wanted.flatMap(([packages, , alternative]) =>
  !alternative ? packages : alternative.presentInstead() ? [] : alternative.insteadOf,
);

const root = typeof process.getuid === 'function' && process.getuid() === 0;
const run = (args) => {
  const [command, ...rest] = root ? args : ['sudo', '-n', ...args];
  return (
    spawnSync(command, rest, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0
  );
};

const apt = onPath('apt-get');
if (apt) console.log(`Installing the Debian packages the tests need: ${missing.join(' ')}`);
if (apt && run(['apt-get', 'update', '-qq'])) {
  if (run(['apt-get', 'install', '-y', '-qq', ...missing])) process.exit(0);
  if (fallback.join() !== missing.join()) {
    console.log(`Trying without the packages that have a fallback: ${fallback.join(' ') || '(nothing to install)'}`);
    if (fallback.length === 0 || run(['apt-get', 'install', '-y', '-qq', ...fallback])) process.exit(0);
  }
}
console.error(
  `The tests need these packages, which could not be installed here${apt && !root ? ' (sudo asks for a password)' : ''}: ` +
    `${missing.join(' ')}. Install them (Debian/Ubuntu: sudo apt-get install -y ${missing.join(' ')}) and run npm test again.`,
);
process.exit(1);
