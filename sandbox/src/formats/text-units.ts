/**
 * Translatable text of the text formats the sandbox understands. One walker per format calls `fn` for each
 * text unit and puts its result back, so the same code extracts text (analysis) and rewrites it (pseudo).
 */
export type Format = 'txt' | 'json' | 'xml' | 'xliff' | 'html' | 'markdown';
export type UnitFn = (unit: string) => string;

const BY_EXTENSION: Record<string, Format> = {
  txt: 'txt',
  text: 'txt',
  json: 'json',
  xml: 'xml',
  xlf: 'xliff',
  xliff: 'xliff',
  html: 'html',
  htm: 'html',
  md: 'markdown',
  markdown: 'markdown',
};

export function formatOf(filename: string, contentType = ''): Format | null {
  const ext = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  const known = BY_EXTENSION[ext];
  if (known) return known;
  if (contentType.startsWith('text/plain')) return 'txt';
  if (contentType.includes('json')) return 'json';
  if (contentType.includes('html')) return 'html';
  if (contentType.includes('markdown')) return 'markdown';
  if (contentType.includes('xml')) return 'xml';
  return null;
}

/** Only units with a letter are text; numbers, markup and blanks stay as they are. */
function isText(unit: string): boolean {
  return /\p{L}/u.test(unit);
}

/** Applies `fn` to the unit without its surrounding whitespace. */
function mapTrimmed(unit: string, fn: UnitFn): string {
  if (!isText(unit)) return unit;
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(unit);
  return `${match?.[1] ?? ''}${fn(match?.[2] ?? unit)}${match?.[3] ?? ''}`;
}

function mapLines(content: string, fn: UnitFn): string {
  return content
    .split(/(\r?\n)/)
    .map((part) => (part === '\n' || part === '\r\n' ? part : mapTrimmed(part, fn)))
    .join('');
}

function mapJson(content: string, fn: UnitFn): string {
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') return mapTrimmed(value, fn);
    if (Array.isArray(value)) return value.map(visit);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v)]));
    }
    return value;
  };
  const indent = /\n([ \t]+)"/.exec(content)?.[1] ?? (content.includes('\n') ? '  ' : '');
  const result = JSON.stringify(visit(JSON.parse(content) as unknown), null, indent);
  return content.endsWith('\n') ? `${result}\n` : result;
}

const MARKUP_TOKEN = /(<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<![^>]*>|<[^>]+>)/;
const RAW_TEXT_ELEMENTS = /^<(script|style)\b/i;

/** Text between tags; comments, processing instructions and (for HTML) script/style content are kept. */
function mapMarkup(content: string, fn: UnitFn, html: boolean): string {
  const tokens = content.split(MARKUP_TOKEN);
  let raw: string | null = null;
  return tokens
    .map((token, i) => {
      if (i % 2 === 1) {
        if (html && RAW_TEXT_ELEMENTS.test(token)) raw = RAW_TEXT_ELEMENTS.exec(token)?.[1]?.toLowerCase() ?? null;
        else if (raw && token.toLowerCase().startsWith(`</${raw}`)) raw = null;
        if (token.startsWith('<![CDATA[')) return `<![CDATA[${mapTrimmed(token.slice(9, -3), fn)}]]>`;
        return token;
      }
      return raw ? token : mapTrimmed(token, fn);
    })
    .join('');
}

/** XLIFF: each <source> is a unit (inline tags included); its translation fills the unit's <target>. */
function mapXliff(content: string, fn: UnitFn): string {
  const unitPattern = /(<(trans-unit|segment)\b[^>]*>)([\s\S]*?)(<\/\2>)/g;
  return content.replace(unitPattern, (_all, open: string, _name: string, inner: string, close: string) => {
    const source = /<source\b[^>]*>([\s\S]*?)<\/source>/.exec(inner);
    if (!source) return `${open}${inner}${close}`;
    const translated = mapTrimmed(source[1] ?? '', fn);
    const withTarget = /<target\b[^>]*>[\s\S]*?<\/target>|<target\b[^>]*\/>/.test(inner)
      ? inner.replace(
          /<target\b([^>]*?)\/?>(?:[\s\S]*?<\/target>)?/,
          (_t, attrs: string) => `<target${attrs.replace(/\/$/, '')}>${translated}</target>`,
        )
      : inner.replace(source[0], `${source[0]}<target>${translated}</target>`);
    return `${open}${withTarget}${close}`;
  });
}

const MD_PREFIX = /^(\s*(?:#{1,6}\s+|>\s*|[-*+]\s+(?:\[[ xX]\]\s+)?|\d+[.)]\s+)*)([\s\S]*)$/;

/** Markdown: line by line, keeping block markup, table pipes and fenced code. */
function mapMarkdown(content: string, fn: UnitFn): string {
  let fenced = false;
  return content
    .split(/(\r?\n)/)
    .map((line) => {
      if (line === '\n' || line === '\r\n') return line;
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return line;
      }
      if (fenced || /^( {4}|\t)/.test(line)) return line;
      if (/^\s*\|/.test(line))
        return line
          .split('|')
          .map((cell) => mapTrimmed(cell, fn))
          .join('|');
      const match = MD_PREFIX.exec(line);
      return `${match?.[1] ?? ''}${mapTrimmed(match?.[2] ?? line, fn)}`;
    })
    .join('');
}

export function mapTextUnits(format: Format, content: string, fn: UnitFn): string {
  switch (format) {
    case 'txt':
      return mapLines(content, fn);
    case 'json':
      return mapJson(content, fn);
    case 'xml':
      return mapMarkup(content, fn, false);
    case 'html':
      return mapMarkup(content, fn, true);
    case 'xliff':
      return mapXliff(content, fn);
    case 'markdown':
      return mapMarkdown(content, fn);
  }
}

/** The text units in document order (throws for content the format cannot parse, e.g. invalid JSON). */
export function textUnits(format: Format, content: string): string[] {
  const units: string[] = [];
  mapTextUnits(format, content, (unit) => {
    units.push(unit);
    return unit;
  });
  return units;
}
