/**
 * ICU MessageFormat inside XLIFF text (Angular's plural and select messages): the argument names,
 * keywords, selectors and braces are the message's skeleton and must reach the target unchanged, so
 * they are codes; only the texts of the branches are translatable parts.
 *
 *   {VAR_PLURAL, plural, =0 {kein Schaf} other {x Schafe}}  →  parts "kein Schaf", "x Schafe"
 */

const ARGUMENT = /^\{\s*[\p{L}\p{N}_.$-]+\s*,\s*(?:plural|select|selectordinal)\s*,/u;
const ANY_ARGUMENT = /\{\s*[\p{L}\p{N}_.$-]+\s*,\s*(?:plural|select|selectordinal)\s*,/u;

export interface IcuSplit {
  /** Per piece, the [start, end) ranges of its translatable text. */
  runs: [number, number][][];
  /** Skeleton runs: codes. */
  skeletons: number;
}

type Context = 'message' | 'argument' | 'literal';

/**
 * Splits the text pieces of one source (the texts between its inline codes, in order) at the ICU
 * skeleton. Null when there is no plural/select argument or the braces do not balance (then the text
 * is left whole).
 */
export function splitIcu(pieces: readonly string[]): IcuSplit | null {
  if (!pieces.some((p) => ANY_ARGUMENT.test(p))) return null;
  const stack: Context[] = ['message'];
  let skeletons = 0;
  const runs = pieces.map((piece) => {
    const out: [number, number][] = [];
    let textStart = -1;
    let inSkeleton = false;
    let i = 0;
    const text = () => {
      if (textStart < 0) textStart = i;
      inSkeleton = false;
    };
    const skeleton = () => {
      if (textStart >= 0) out.push([textStart, i]);
      textStart = -1;
      if (!inSkeleton) skeletons++;
      inSkeleton = true;
    };
    while (i < piece.length) {
      const top = stack.at(-1);
      const c = piece.charAt(i);
      if (top === 'argument') {
        // Selectors (=0, one, other, offset:1) and the braces around branches.
        skeleton();
        if (c === '{') stack.push('message');
        else if (c === '}') stack.pop();
        i++;
      } else if (c === '{') {
        const argument = ARGUMENT.exec(piece.slice(i));
        if (argument) {
          skeleton();
          stack.push('argument');
          i += argument[0].length;
        } else {
          // A simple placeholder such as {count}: text the translator keeps.
          text();
          stack.push('literal');
          i++;
        }
      } else if (c === '}' && top !== 'literal' && stack.length > 1) {
        skeleton(); // the end of a branch
        stack.pop();
        i++;
      } else {
        if (c === '}' && top === 'literal') stack.pop();
        text();
        i++;
      }
    }
    if (textStart >= 0) out.push([textStart, piece.length]);
    return out;
  });
  return stack.length === 1 ? { runs, skeletons } : null;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function entity(name: string): string | undefined {
  if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
  if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
  return NAMED[name];
}

/**
 * For each character of the decoded `text`, its offset in the `raw` XML text it came from (plus the
 * raw end), so a range of the text can be replaced in the markup. Null when `raw` holds CDATA or does
 * not decode to `text`.
 */
export function rawOffsets(raw: string, text: string): number[] | null {
  if (raw.includes('<![CDATA[')) return null;
  const offsets: number[] = [];
  let decoded = '';
  let i = 0;
  while (i < raw.length) {
    if (raw.charAt(i) === '&') {
      const end = raw.indexOf(';', i);
      const value = end < 0 ? undefined : entity(raw.slice(i + 1, end));
      if (value === undefined) return null;
      for (let k = 0; k < value.length; k++) offsets.push(i);
      decoded += value;
      i = end + 1;
    } else {
      offsets.push(i);
      decoded += raw.charAt(i);
      i++;
    }
  }
  offsets.push(raw.length);
  return decoded === text ? offsets : null;
}
