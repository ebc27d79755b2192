/**
 * The grammar of a path the API proxy forwards: an allow-list of characters and escapes, so that no spelling
 * one server reads as another path reaches the service (Tomcat's and Jetty's `;` parameters, a second round of
 * percent-decoding, characters a server folds to `.` or `/`, RFC 3986's two spellings of one character).
 *
 *   path    = 1*( "/" segment )            segments below the API root; only the last may be empty
 *   segment = *( plain / escape )           not "." or ".."
 *   plain   = ALPHA / DIGIT / "-" / "." / "_" / "~" / "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / ","
 *             / "=" / ":" / "@"              RFC 3986 pchar without ";" and "%"
 *   escape  = "%" HEXDIG HEXDIG             of what encodeURIComponent escapes: no unreserved character
 *                                            (never escaped), no "%", "/", "\", ";" or control character;
 *                                            bytes beyond ASCII must be UTF-8 of letters, marks or digits
 *                                            whose compatibility form (NFKC) is letters, marks or digits too
 *
 * The portal builds its API paths from ids with encodeURIComponent, which writes exactly this.
 */

const SEGMENT = /^(?:[A-Za-z0-9\-._~!$&'()*+,=:@]|%[0-9A-Fa-f]{2})*$/;
/** ASCII characters an escape may not stand for: unreserved ones, and those that change how a path is read. */
const ESCAPE_REFUSED = /[A-Za-z0-9\-._~%/\\;]/;
const WORD = /^[\p{L}\p{M}\p{N}]+$/u;

function escapesAllowed(segment: string): boolean {
  for (const [, hex] of segment.matchAll(/%([0-9A-Fa-f]{2})/g)) {
    const byte = Number.parseInt(hex ?? '', 16);
    if (byte < 0x20 || byte === 0x7f || (byte < 0x80 && ESCAPE_REFUSED.test(String.fromCharCode(byte)))) return false;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false; // not UTF-8
  }
  for (const char of decoded) {
    // Full-width dots and slashes, ligatures of punctuation, format and space characters: some server or
    // filter maps them to ASCII (NFKC, Windows "best fit"); only words survive that unchanged in meaning.
    if (char.charCodeAt(0) >= 0x80 && !(WORD.test(char) && WORD.test(char.normalize('NFKC')))) return false;
  }
  return true;
}

/** The target below the API root as it is, when its path keeps to the grammar; undefined otherwise. */
export function apiSubPath(url: string): string | undefined {
  if (!url.startsWith('/')) return undefined; // absolute-form and asterisk-form targets
  const q = url.indexOf('?');
  const segments = (q < 0 ? url : url.slice(0, q)).split('/');
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i] ?? '';
    if (segment === '' && i < segments.length - 1) return undefined;
    if (segment === '.' || segment === '..' || !SEGMENT.test(segment)) return undefined;
    if (segment.includes('%') && !escapesAllowed(segment)) return undefined;
  }
  return url;
}
