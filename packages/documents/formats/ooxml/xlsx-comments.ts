/**
 * Excel comments on a sheet's cells, a unit each, after the sheet's cells: labelled with the cell and
 * the author (`A3 · Comment · PJ Fanning`, `A3 · Reply 1 · Ann`).
 *
 * - Notes (legacy comments, `xl/commentsN.xml`): `<comment ref authorId><text>` with rich text runs
 *   (`<r><t>`, each a part, as in shared strings) or a plain `<t>`.
 * - Threaded comments (Excel 365, `xl/threadedComments/*.xml`): `<threadedComment ref personId
 *   parentId?><text>` in plain text; a reply has its thread's `parentId`. Authors are the workbook's
 *   persons (`xl/persons/person.xml`).
 *
 * Excel also writes every thread as a legacy comment on the same cell for older versions: "[Threaded
 * comment]", Excel's notice, then "Comment:" and each reply's "Reply:", each followed by the comment's
 * text. That copy is not offered (the translator would see each text twice); it is kept consistent
 * instead: each text of the thread in it is replaced by that comment's translation, so older versions
 * show the translated thread. Excel's own notice and headings stay as Excel wrote them.
 */
import type { TextUnit, Translator } from '../../types';
import { xmlTranslation } from '../../translation-text';
import { applyEdits, localName, tokenize, type Edit } from '../../xml/tokens';
import type { ZipPackage } from '../../zip';
import { relationships } from '../package-parts';
import type { Dialect } from './paragraph-dialect';
import { readParagraphs } from './paragraphs';
import { paragraphUnit, translateParagraphs } from './paragraph-units';

export interface CommentSheet {
  part: string;
  name: string;
}

interface Threaded {
  unit: TextUnit;
  ref: string;
  start: number;
  end: number;
}

/** The workbook's persons (threaded comments' authors): id → display name. */
export function commentPersons(pkg: ZipPackage, workbook: string): Map<string, string> {
  const persons = new Map<string, string>();
  for (const rel of relationships(pkg, workbook).filter((r) => r.type.endsWith('/person') && pkg.has(r.target))) {
    for (const token of tokenize(pkg.text(rel.target))) {
      if (token.kind === 'open' && localName(token.name) === 'person' && token.attrs.id !== undefined)
        persons.set(token.attrs.id, token.attrs.displayName ?? '');
    }
  }
  return persons;
}

function commentPart(pkg: ZipPackage, sheet: string, type: string): string | null {
  const rel = relationships(pkg, sheet).find((r) => r.type.endsWith(type) && pkg.has(r.target));
  return rel ? rel.target : null;
}

const label = (ref: string, what: string, author: string | undefined) =>
  [ref, what, author].filter((x) => x !== undefined && x !== '').join(' · ');

function threadedComments(pkg: ZipPackage, sheet: CommentSheet, persons: ReadonlyMap<string, string>): Threaded[] {
  const part = commentPart(pkg, sheet.part, '/threadedComment');
  if (!part) return [];
  const comments: Threaded[] = [];
  const replies = new Map<string, number>();
  let open: { ref: string; author: string | undefined; reply: number } | null = null;
  let text: Threaded | null = null;
  for (const token of tokenize(pkg.text(part))) {
    if (token.kind === 'open') {
      const name = localName(token.name);
      if (name === 'threadedComment') {
        const parent = token.attrs.parentId;
        const reply = parent === undefined ? 0 : (replies.get(parent) ?? 0) + 1;
        if (parent !== undefined) replies.set(parent, reply);
        open = { ref: token.attrs.ref ?? '', author: persons.get(token.attrs.personId ?? ''), reply };
      } else if (name === 'text' && open && !token.selfClosing) {
        const what = open.reply === 0 ? 'Comment' : `Reply ${open.reply}`;
        const unit = {
          id: `${part}#tc${comments.length + 1}`,
          group: sheet.name,
          label: label(open.ref, what, open.author),
          parts: [''],
          codes: 0,
        };
        text = { unit, ref: open.ref, start: token.end, end: token.end };
        comments.push(text);
      }
    } else if (token.kind === 'text' && text) {
      text.unit.parts = [(text.unit.parts[0] ?? '') + token.text];
      text.end = token.end;
    } else if (token.kind === 'close') {
      const name = localName(token.name);
      if (name === 'text') text = null;
      else if (name === 'threadedComment') open = null;
    }
  }
  return comments.filter((c) => (c.unit.parts[0] ?? '').trim() !== '');
}

interface Legacy {
  part: string;
  xml: string;
  /** Per `<text>` in order: the comment's cell and author. */
  comments: { ref: string; author: string | undefined }[];
}

function legacyComments(pkg: ZipPackage, sheet: CommentSheet): Legacy | null {
  const part = commentPart(pkg, sheet.part, '/comments');
  if (!part) return null;
  const xml = pkg.text(part);
  const authors: string[] = [];
  const comments: Legacy['comments'] = [];
  let inAuthor = false;
  let ref: string | null = null;
  let authorId = 0;
  for (const token of tokenize(xml)) {
    if (token.kind === 'open') {
      const name = localName(token.name);
      if (name === 'author') {
        authors.push('');
        inAuthor = !token.selfClosing;
      } else if (name === 'comment') {
        ref = token.attrs.ref ?? '';
        authorId = Number(token.attrs.authorId ?? -1);
      } else if (name === 'text' && ref !== null) comments.push({ ref, author: authors[authorId] });
    } else if (token.kind === 'text' && inAuthor) {
      authors[authors.length - 1] = (authors.at(-1) ?? '') + token.text;
    } else if (token.kind === 'close' && localName(token.name) === 'author') inAuthor = false;
  }
  return { part, xml, comments };
}

/** The sheet's comments as units: threaded comments, then notes (without the threads' legacy copies). */
export function commentUnits(
  pkg: ZipPackage,
  sheet: CommentSheet,
  persons: ReadonlyMap<string, string>,
  dialectOf: (xml: string) => Dialect,
): TextUnit[] {
  const threads = threadedComments(pkg, sheet, persons);
  const legacy = legacyComments(pkg, sheet);
  return [...threads.map((t) => t.unit), ...(legacy ? noteUnits(legacy, sheet, threads, dialectOf) : [])];
}

function notes(legacy: Legacy, sheet: CommentSheet, threads: readonly Threaded[], dialectOf: (xml: string) => Dialect) {
  const threaded = new Set(threads.map((t) => t.ref));
  return readParagraphs(legacy.xml, legacy.part, dialectOf(legacy.xml)).map((p) => {
    const comment = legacy.comments[p.number - 1];
    const unit =
      comment && !threaded.has(comment.ref) && p.parts.length > 0
        ? { ...paragraphUnit(p, sheet.name), label: label(comment.ref, 'Comment', comment.author) }
        : undefined;
    return { paragraph: p, unit, copyOf: comment && threaded.has(comment.ref) ? comment.ref : undefined };
  });
}

function noteUnits(
  legacy: Legacy,
  sheet: CommentSheet,
  threads: readonly Threaded[],
  dialectOf: (xml: string) => Dialect,
): TextUnit[] {
  return notes(legacy, sheet, threads, dialectOf).flatMap((n) => n.unit ?? []);
}

/** The legacy copy of a thread with each of its texts replaced by its translation, in order. */
function translatedCopy(text: string, thread: readonly { source: string; translated: string }[]): string {
  // The texts follow Excel's notice: they are looked for from its "Comment:" heading on.
  const heading = Math.max(0, text.indexOf('Comment:'));
  let out = text.slice(0, heading);
  let rest = text.slice(heading);
  for (const { source, translated } of thread) {
    const at = rest.indexOf(source);
    if (at < 0) continue;
    out += rest.slice(0, at) + translated;
    rest = rest.slice(at + source.length);
  }
  return out + rest;
}

/** The sheet's comment parts translated into `replacements`. */
export function translateComments(
  pkg: ZipPackage,
  sheet: CommentSheet,
  persons: ReadonlyMap<string, string>,
  translate: Translator,
  dialectOf: (xml: string) => Dialect,
  replacements: Map<string, string>,
): void {
  const threads = threadedComments(pkg, sheet, persons);
  const byRef = new Map<string, { source: string; translated: string }[]>();
  const threadEdits: Edit[] = [];
  for (const comment of threads) {
    const source = comment.unit.parts[0] ?? '';
    const translated = translate(comment.unit)?.join('');
    if (translated === undefined) continue;
    threadEdits.push({ start: comment.start, end: comment.end, text: xmlTranslation(translated) });
    byRef.set(comment.ref, [...(byRef.get(comment.ref) ?? []), { source, translated }]);
  }
  const threadPart = commentPart(pkg, sheet.part, '/threadedComment');
  if (threadPart && threadEdits.length > 0) replacements.set(threadPart, applyEdits(pkg.text(threadPart), threadEdits));
  const legacy = legacyComments(pkg, sheet);
  if (!legacy) return;
  const list = notes(legacy, sheet, threads, dialectOf);
  const byId = new Map(list.map((n) => [n.paragraph.id, n]));
  // The threads' legacy copies: not units of their own, they follow the threads' translations.
  const copies = new Map<string, { source: string; translated: string }[]>();
  const xml = translateParagraphs(
    legacy.xml,
    list.map((n) => n.paragraph),
    (p) => {
      const note = byId.get(p.id);
      const thread = note?.copyOf === undefined ? undefined : byRef.get(note.copyOf);
      if (!thread) return note?.unit;
      const copy = { ...paragraphUnit(p, sheet.name), id: `${p.id}#copy` };
      copies.set(copy.id, thread);
      return copy;
    },
    (unit) => {
      const thread = copies.get(unit.id);
      return thread ? unit.parts.map((part) => translatedCopy(part, thread)) : translate(unit);
    },
    dialectOf(legacy.xml),
  );
  if (xml !== legacy.xml) replacements.set(legacy.part, xml);
}
