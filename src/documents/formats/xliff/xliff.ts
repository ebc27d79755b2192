/**
 * XLIFF 1.2 (with the memoQ, Trados SDLXLIFF and XTM flavours) and XLIFF 2.0. A unit per trans-unit
 * (1.2), per segment `mrk` when the file is segmented (`seg-source`, as Trados writes), or per segment
 * (2.0). Translating fills or replaces the target, built from the source's markup so every inline code
 * stays, marks it translated, and sets the file's target language; everything else stays as it was.
 */
import { DocumentError } from '../../errors';
import { decodeText, encodeText } from '../../text-encoding';
import type { FormatHandler, TextUnit, Translator } from '../../types';
import { applyEdits, escapeText, localName, tokenize, type Edit, type OpenToken, type XmlToken } from '../../xml/tokens';
import { readInline, replaceParts, withAttribute, type Inline } from './inline';

interface Element {
  open: OpenToken;
  /** Token indexes of the open and close tokens. */
  first: number;
  last: number;
  /** Raw offsets of the content. */
  start: number;
  end: number;
}

interface Segment {
  unit: TextUnit;
  inline: Inline;
  source: Element;
  /** The target element to replace, if any; else where a new one goes. */
  target: Element | null;
  insertAt: number;
  /** The element that carries the state (1.2 target, 2.0 segment). */
  stateOn: 'target' | Element;
  /** Segmented 1.2: the mrk in the target to fill, by its mid, and the seg-source it is in. */
  mid?: string;
  segSource?: Element;
}

function element(tokens: readonly XmlToken[], first: number): Element {
  const open = tokens[first] as OpenToken;
  let depth = 0;
  for (let i = first; i < tokens.length; i++) {
    const t = tokens[i];
    if (t?.kind === 'open' && !t.selfClosing) depth++;
    else if (t?.kind === 'close' && t.start !== t.end && --depth === 0) return { open, first, last: i, start: open.end, end: t.start };
    if (t?.kind === 'open' && t.selfClosing && i === first) return { open, first, last: i + 1, start: open.end, end: open.end };
  }
  throw new DocumentError('malformed', `The XLIFF element <${open.name}> is not closed`);
}

/** Direct children of an element, by local name. */
function children(tokens: readonly XmlToken[], parent: Element): Map<string, Element[]> {
  const found = new Map<string, Element[]>();
  for (let i = parent.first + 1; i < parent.last; i++) {
    const t = tokens[i];
    if (t?.kind !== 'open') continue;
    const child = element(tokens, i);
    const name = localName(t.name);
    found.set(name, [...(found.get(name) ?? []), child]);
    i = child.last;
  }
  return found;
}

const plain = (tokens: readonly XmlToken[], e: Element) => readInline(tokens, e.first + 1, e.last).parts.join('');

function notesOf(tokens: readonly XmlToken[], list: Element[] | undefined): string | undefined {
  const notes = (list ?? []).map((n) => plain(tokens, n).trim()).filter(Boolean);
  return notes.length > 0 ? notes.join('\n') : undefined;
}

function segmentsOf12(tokens: readonly XmlToken[], tu: Element, id: string): Segment[] {
  const kids = children(tokens, tu);
  const source = kids.get('source')?.[0];
  if (!source) return [];
  const target = kids.get('target')?.[0] ?? null;
  const note = notesOf(tokens, kids.get('note'));
  const segSource = kids.get('seg-source')?.[0];
  const insertAt = (segSource ?? source).last;
  const after = tokens[insertAt]?.end ?? source.end;
  if (segSource) {
    const marks: Segment[] = [];
    for (let i = segSource.first + 1; i < segSource.last; i++) {
      const t = tokens[i];
      if (t?.kind !== 'open' || localName(t.name) !== 'mrk' || t.attrs.mtype !== 'seg') continue;
      const mrk = element(tokens, i);
      const mid = t.attrs.mid ?? String(marks.length + 1);
      const inline = readInline(tokens, mrk.first + 1, mrk.last);
      marks.push({
        unit: { id: `${id}#${mid}`, group: 'Units', label: `${id} · ${mid}`, parts: inline.parts, codes: inline.codes, ...(note ? { note } : {}) },
        inline,
        source: mrk,
        target,
        insertAt: after,
        stateOn: 'target',
        mid,
        segSource,
      });
      i = mrk.last;
    }
    if (marks.length > 0) return marks;
  }
  const inline = readInline(tokens, source.first + 1, source.last);
  const existing = target ? plain(tokens, target) : '';
  return [
    {
      unit: { id, group: 'Units', label: id, parts: inline.parts, codes: inline.codes, ...(note ? { note } : {}), ...(existing ? { target: existing } : {}) },
      inline,
      source,
      target,
      insertAt: after,
      stateOn: 'target',
    },
  ];
}

function segmentsOf20(tokens: readonly XmlToken[], unit: Element, id: string): Segment[] {
  const kids = children(tokens, unit);
  const note = notesOf(tokens, kids.get('notes')?.flatMap((notes) => children(tokens, notes).get('note') ?? []));
  const segments = kids.get('segment') ?? [];
  return segments.flatMap((segment, i) => {
    const parts = children(tokens, segment);
    const source = parts.get('source')?.[0];
    if (!source) return [];
    const target = parts.get('target')?.[0] ?? null;
    const inline = readInline(tokens, source.first + 1, source.last);
    const segmentId = segment.open.attrs.id ?? String(i + 1);
    const unitId = segments.length === 1 ? id : `${id}#${segmentId}`;
    const existing = target ? plain(tokens, target) : '';
    return [
      {
        unit: { id: unitId, group: 'Units', label: unitId, parts: inline.parts, codes: inline.codes, ...(note ? { note } : {}), ...(existing ? { target: existing } : {}) },
        inline,
        source,
        target,
        insertAt: tokens[source.last]?.end ?? source.end,
        stateOn: segment,
      },
    ];
  });
}

interface Parsed {
  xml: string;
  tokens: XmlToken[];
  version: 1 | 2;
  segments: Segment[];
  /** `<file>` (1.2) or `<xliff>` (2.0) open tags that carry the target language. */
  languageTags: OpenToken[];
}

function parse(text: string): Parsed {
  const tokens = tokenize(text);
  const root = tokens.find((t): t is OpenToken => t.kind === 'open');
  if (!root || localName(root.name) !== 'xliff') throw new DocumentError('malformed', 'The file is not XLIFF: its root element is not <xliff>');
  const version = (root.attrs.version ?? '1.2').startsWith('2') ? 2 : 1;
  const segments: Segment[] = [];
  const languageTags: OpenToken[] = version === 2 ? [root] : [];
  const skip: boolean[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t?.kind === 'close' && t.start !== t.end && /^(group|file)$/.test(localName(t.name))) skip.pop();
    if (t?.kind !== 'open') continue;
    const name = localName(t.name);
    if (name === 'file' && version === 1) languageTags.push(t);
    if ((name === 'group' || name === 'file') && !t.selfClosing) skip.push(t.attrs.translate === 'no' || skip.at(-1) === true);
    if ((version === 1 && name === 'trans-unit') || (version === 2 && name === 'unit')) {
      const unit = element(tokens, i);
      const id = t.attrs.id ?? String(segments.length + 1);
      if (t.attrs.translate !== 'no' && skip.at(-1) !== true) {
        segments.push(...(version === 1 ? segmentsOf12(tokens, unit, id) : segmentsOf20(tokens, unit, id)));
      }
      i = unit.last;
    }
  }
  return { xml: text, tokens, version, segments, languageTags };
}

/** The mrk of a segmented target with this mid, if the target has one. */
function targetMark(tokens: readonly XmlToken[], target: Element, mid: string): Element | null {
  for (let i = target.first + 1; i < target.last; i++) {
    const t = tokens[i];
    if (t?.kind === 'open' && localName(t.name) === 'mrk' && t.attrs.mid === mid && !t.selfClosing) return element(tokens, i);
  }
  return null;
}

/** A new target after the source (or seg-source), or the existing one's content replaced; marked translated. */
function writeTarget(parsed: Parsed, segment: Segment, content: string, language: string): Edit[] {
  const { xml, version } = parsed;
  const { target } = segment;
  const edits: Edit[] = [];
  if (target) {
    const open = xml.slice(target.open.start, target.open.end);
    const tag = version === 1 ? withAttribute(open, 'state', 'translated') : open;
    if (target.open.selfClosing) edits.push({ start: target.open.start, end: target.open.end, text: `${tag.replace(/\s*\/>$/, '>')}${content}</${target.open.name}>` });
    else edits.push({ start: target.open.start, end: target.open.end, text: tag }, { start: target.start, end: target.end, text: content });
  } else {
    const name = segment.source.open.name.replace(/(^|:)(seg-source|source|mrk)$/, '$1target');
    const attrs = version === 1 ? ` xml:lang="${escapeText(language)}" state="translated"` : '';
    edits.push({ start: segment.insertAt, end: segment.insertAt, text: `<${name}${attrs}>${content}</${name}>` });
  }
  if (segment.stateOn !== 'target') {
    const open = segment.stateOn.open;
    edits.push({ start: open.start, end: open.end, text: withAttribute(xml.slice(open.start, open.end), 'state', 'translated') });
  }
  return edits;
}

function translateEdits(parsed: Parsed, translate: Translator, language: string): Edit[] {
  const { xml, tokens } = parsed;
  const edits: Edit[] = [];
  /** Segmented units whose target has no mrk to fill: one target rebuilt from the seg-source. */
  const rebuilt = new Map<number, { first: Segment; pieces: Edit[] }>();
  for (const segment of parsed.segments) {
    const parts = translate(segment.unit);
    if (!parts) continue;
    const content = replaceParts(xml, segment.source.start, segment.source.end, segment.inline, parts);
    if (segment.mid === undefined || !segment.segSource) {
      edits.push(...writeTarget(parsed, segment, content, language));
      continue;
    }
    const mark = segment.target ? targetMark(tokens, segment.target, segment.mid) : null;
    if (mark && segment.target) {
      edits.push({ start: mark.start, end: mark.end, text: content });
      const open = segment.target.open;
      edits.push({ start: open.start, end: open.end, text: withAttribute(xml.slice(open.start, open.end), 'state', 'translated') });
    } else {
      const group = rebuilt.get(segment.segSource.first) ?? { first: segment, pieces: [] };
      group.pieces.push({ start: segment.source.start, end: segment.source.end, text: content });
      rebuilt.set(segment.segSource.first, group);
    }
  }
  for (const { first, pieces } of rebuilt.values()) {
    const segSource = first.segSource as Element;
    const shifted = pieces.map((p) => ({ ...p, start: p.start - segSource.start, end: p.end - segSource.start }));
    const content = applyEdits(xml.slice(segSource.start, segSource.end), shifted);
    edits.push(...writeTarget(parsed, { ...first, source: { ...first.source, open: segSource.open } }, content, language));
  }
  return edits;
}

export const xliff: FormatHandler = {
  id: 'xliff',
  extract(bytes) {
    return parse(decodeText(bytes).text).segments.map((s) => s.unit);
  },
  translate(bytes, translate: Translator, { targetLanguage }) {
    const decoded = decodeText(bytes);
    const parsed = parse(decoded.text);
    const edits: Edit[] = [];
    for (const tag of parsed.languageTags) {
      const raw = decoded.text.slice(tag.start, tag.end);
      edits.push({ start: tag.start, end: tag.end, text: withAttribute(raw, parsed.version === 1 ? 'target-language' : 'trgLang', targetLanguage) });
    }
    edits.push(...translateEdits(parsed, translate, targetLanguage));
    return encodeText(applyEdits(decoded.text, dedupe(edits)), decoded);
  },
};

/** The same edit twice (a state attribute set for two segments of one unit) is made once. */
function dedupe(edits: Edit[]): Edit[] {
  const seen = new Set<string>();
  return edits.filter((e) => {
    const key = `${e.start}:${e.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
