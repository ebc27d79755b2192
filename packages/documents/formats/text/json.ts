/**
 * JSON: every string value is a unit addressed by its path (`menu.items[2].label`); keys, numbers and
 * the file's layout stay as they are. Values under keys matching the project's `jsonExceptions` are not
 * translated. A small scanner finds each value's place so that only those bytes change.
 */
import { DocumentError } from '../../errors';
import { compilePatterns, textFormat, type Span } from './spans';

type Path = (string | number)[];

function pathLabel(path: Path): string {
  return path
    .map((key, i) =>
      typeof key === 'number'
        ? `[${key}]`
        : /^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(key)
          ? i === 0
            ? key
            : `.${key}`
          : `[${JSON.stringify(key)}]`,
    )
    .join('');
}

/** Calls `onString` for each string value with its path and raw range (quotes included). */
function scan(text: string, onString: (path: Path, start: number, end: number) => void): void {
  let at = 0;
  const space = () => {
    while (/[ \t\r\n\uFEFF]/.test(text.charAt(at))) at++;
  };
  const fail = (): never => {
    throw new DocumentError('malformed', `The JSON is not valid near character ${at + 1}`);
  };
  const string = (): [number, number] => {
    const start = at;
    at++;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    if (at >= text.length) fail();
    at++;
    return [start, at];
  };
  /** An object's or array's members up to `close`, comma-separated; `member` reads the one at `index`. */
  const members = (close: '}' | ']', member: (index: number) => void): void => {
    at++;
    space();
    if (text[at] === close) {
      at++;
      return;
    }
    for (let index = 0; ; index++) {
      member(index);
      space();
      const next = text[at++];
      if (next === close) return;
      if (next !== ',') fail();
    }
  };
  const value = (path: Path): void => {
    space();
    const c = text[at];
    if (c === '"') {
      const [start, end] = string();
      onString(path, start, end);
    } else if (c === '{') {
      members('}', () => {
        space();
        if (text[at] !== '"') fail();
        const [ks, ke] = string();
        const key = JSON.parse(text.slice(ks, ke)) as string;
        space();
        if (text[at++] !== ':') fail();
        value([...path, key]);
      });
    } else if (c === '[') {
      members(']', (index) => value([...path, index]));
    } else {
      const literal = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(at, at + 64));
      if (!literal) fail();
      at += literal?.[0].length ?? 0;
    }
  };
  value([]);
}

function jsonSpans(text: string, options: { jsonExceptions?: readonly string[] }): Span[] {
  try {
    JSON.parse(text);
  } catch (error) {
    throw new DocumentError(
      'malformed',
      `The JSON is not valid: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const exceptions = compilePatterns(options.jsonExceptions, 'JSON exception');
  const spans: Span[] = [];
  scan(text, (path, start, end) => {
    const keys = path.filter((k): k is string => typeof k === 'string');
    const label = pathLabel(path);
    if (keys.some((key) => exceptions.some((e) => e.test(key))) || exceptions.some((e) => e.test(label))) return;
    const value = JSON.parse(text.slice(start, end)) as string;
    spans.push({
      unit: {
        id: label || '(root)',
        group: 'JSON',
        label: label || '(root)',
        parts: [value],
        codes: 0,
        note: keys.at(-1),
      },
      ranges: [[start, end]],
      encode: (part) => JSON.stringify(part),
    });
  });
  return spans;
}

export const json = textFormat('json', 'JSON', 'unicode', jsonSpans);
