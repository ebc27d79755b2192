/**
 * XLIFF 1.2 trans-units. A plain trans-unit is one unit; a segmented one (`seg-source` with
 * `mrk mtype="seg"`, as Trados and XTM write) is a unit per segment, `tu-id#mid`, and its target
 * mirrors the seg-source: every segment `mrk` of the target is filled with the source segment's markup
 * and translated text, or the whole target is built from the seg-source when it lacks segments.
 *
 * Status: a target becomes `state="translated"`; Trados SDLXLIFF keeps status in `sdl:seg-defs`, so
 * there the segment's `conf` becomes "Translated" and the target gets no state (as Trados writes it);
 * memoQ's own `mq:status` becomes "ManuallyConfirmed", memoQ's word for a translated segment.
 */
import type { TextUnit } from '../../types';
import type { Edit } from '../../xml/tokens';
import { plainText, readInline, replaceParts } from './inline';
import { fill, retag, spliceRange, writeTarget, type Block, type Segment, type TargetOptions } from './target';
import type { Element, Tree } from './tree';

export function notesOf(tree: Tree, notes: readonly Element[]): string | undefined {
  const text = notes.map((n) => plainText(tree, n).trim()).filter(Boolean);
  return text.length > 0 ? text.join('\n') : undefined;
}

function unitOf(
  id: string,
  group: string,
  label: string,
  segment: Omit<Segment, 'unit'>,
  note: string | undefined,
  target: string,
  locked = false,
): TextUnit {
  return {
    id,
    group,
    label,
    parts: segment.inline.parts,
    codes: segment.inline.codes,
    ...(note ? { note } : {}),
    ...(target ? { target } : {}),
    ...(locked ? { locked: {} } : {}),
  };
}

/** XLIFF 1.2 target states that close a translation (§ state: `final`, `signed-off`). */
const CLOSED_STATES = new Set(['final', 'signed-off']);
/** Trados's confirmation levels of a reviewed or signed-off segment. */
const APPROVED_CONF = new Set(['ApprovedTranslation', 'ApprovedSignOff']);

/**
 * A trans-unit whose target is approved (`approved="yes"`, XLIFF 1.2 §2.5.4), final or signed off, or
 * that memoQ locks (`mq:locked="locked"`): its translation is kept as it is.
 */
function closed(tu: Element, target: Element | undefined): boolean {
  if (tu.open.attrs['mq:locked'] === 'locked') return true;
  if (!target) return false;
  return tu.open.attrs.approved === 'yes' || CLOSED_STATES.has(target.open.attrs.state ?? '');
}

/** Edits on the trans-unit itself once something in it is translated. */
function unitStatus(tree: Tree, tu: Element): Edit[] {
  const set: Record<string, string> = {};
  if (tu.open.attrs['mq:status'] !== undefined) set['mq:status'] = 'ManuallyConfirmed';
  // An approval given in another language does not cover the new translation.
  if (tu.open.attrs.approved !== undefined) set.approved = 'no';
  return retag(tree, tu, set);
}

export function transUnit(tree: Tree, tu: Element, id: string, group: string): Block | null {
  const kids = tree.children(tu);
  const source = kids.find((k) => k.name === 'source');
  if (!source) return null;
  const segSource = kids.find((k) => k.name === 'seg-source');
  const target = kids.find((k) => k.name === 'target');
  const segDefs = kids.find((k) => k.name === 'seg-defs');
  const note = notesOf(
    tree,
    kids.filter((k) => k.name === 'note'),
  );
  const marks = segSource ? tree.descendants(segSource, 'mrk', (m) => m.open.attrs.mtype === 'seg') : [];
  const sdl = segDefs !== undefined;
  const options: TargetOptions = sdl
    ? { set: {}, create: {} }
    : { set: { state: 'translated' }, create: { state: 'translated' } };
  const done = closed(tu, target);
  if (!segSource || marks.length === 0) {
    const inline = readInline(tree, source);
    const segment: Segment = {
      unit: unitOf(id, group, id, { inline, source }, note, target ? plainText(tree, target) : '', done),
      inline,
      source,
    };
    return {
      segments: [segment],
      edits([parts], language) {
        if (!parts) return [];
        const content = replaceParts(tree.xml, source.start, source.end, inline, parts);
        const create = sdl ? {} : { 'xml:lang': language, ...options.create };
        return [
          ...writeTarget(tree, target, segSource ?? source, content, language, { ...options, create }),
          ...unitStatus(tree, tu),
        ];
      },
    };
  }
  return segmented(tree, { tu, segSource, target, segDefs, marks, closed: done }, id, group, note, options);
}

interface Segmented {
  tu: Element;
  segSource: Element;
  target: Element | undefined;
  segDefs: Element | undefined;
  marks: Element[];
  /** The whole trans-unit is approved, final or locked. */
  closed: boolean;
}

function segmented(
  tree: Tree,
  at: Segmented,
  id: string,
  group: string,
  note: string | undefined,
  options: TargetOptions,
): Block {
  const targetMarks = new Map<string, Element>();
  for (const mrk of at.target ? tree.descendants(at.target, 'mrk', (m) => m.open.attrs.mtype === 'seg') : []) {
    targetMarks.set(mrk.open.attrs.mid ?? '', mrk);
  }
  /**
   * Trados's locked segments (sdl:seg locked="true") and approved or signed-off ones are units marked
   * locked: counted, never translated, their target as it is.
   */
  const locked = new Set(
    at.segDefs
      ? tree
          .descendants(
            at.segDefs,
            'seg',
            (s) => s.open.attrs.locked === 'true' || APPROVED_CONF.has(s.open.attrs.conf ?? ''),
          )
          .map((s) => s.open.attrs.id)
      : [],
  );
  const all = at.marks.map((mrk, i) => {
    const mid = mrk.open.attrs.mid ?? String(i + 1);
    const existing = targetMarks.get(mid);
    const closedMark = existing !== undefined && CLOSED_STATES.has(existing.open.attrs.state ?? '');
    return { mrk, mid, existing, locked: at.closed || closedMark || locked.has(mid) };
  });
  const segments = all.map(({ mrk, mid, existing, locked: isLocked }): Segment => {
    const inline = readInline(tree, mrk);
    const unit = unitOf(
      `${id}#${mid}`,
      group,
      `${id} · ${mid}`,
      { inline, source: mrk },
      note,
      existing ? plainText(tree, existing) : '',
      isLocked,
    );
    return { unit, inline, source: mrk };
  });
  const contentOf = (segment: Segment, parts: readonly string[]) =>
    replaceParts(tree.xml, segment.source.start, segment.source.end, segment.inline, parts);
  const raw = (e: Element) => tree.xml.slice(e.start, e.end);
  return {
    segments,
    edits(translated, language) {
      if (translated.every((t) => !t)) return [];
      const edits: Edit[] = [];
      const byMid = new Map(all.map((m, i) => [m.mid, { segment: segments[i] as Segment, parts: translated[i] }]));
      if (at.target && all.every((m) => m.existing)) {
        for (const { mid, existing } of all) {
          const done = byMid.get(mid);
          if (done?.parts && existing) edits.push(...fill(tree, existing, contentOf(done.segment, done.parts)));
        }
        const lang: Record<string, string> =
          at.target.open.attrs['xml:lang'] === undefined ? {} : { 'xml:lang': language };
        edits.push(...retag(tree, at.target, { ...options.set, ...lang }));
      } else {
        // The target mirrors the seg-source: its markup, each segment translated, else what the target
        // held for it (a locked segment without one keeps its source), else empty.
        const pieces = all.map(({ mrk, mid, existing, locked: isLocked }) => {
          const done = byMid.get(mid);
          const text = done?.parts
            ? contentOf(done.segment, done.parts)
            : existing
              ? raw(existing)
              : isLocked
                ? raw(mrk)
                : '';
          return { start: mrk.start, end: mrk.end, text };
        });
        const content = spliceRange(tree.xml, at.segSource.start, at.segSource.end, pieces);
        const create = at.segDefs ? {} : { 'xml:lang': language, ...options.create };
        edits.push(...writeTarget(tree, at.target, at.segSource, content, language, { ...options, create }));
      }
      const done = all.filter((_, i) => translated[i]).map((m) => m.mid);
      edits.push(...segmentStatus(tree, at.segDefs, done), ...unitStatus(tree, at.tu));
      return edits;
    },
  };
}

/** Trados: `<sdl:seg id="mid" conf="Translated">` for each translated segment. */
function segmentStatus(tree: Tree, segDefs: Element | undefined, mids: readonly string[]): Edit[] {
  if (!segDefs) return [];
  const done = new Set(mids);
  return tree
    .descendants(segDefs, 'seg', (s) => done.has(s.open.attrs.id ?? ''))
    .flatMap((seg) => retag(tree, seg, { conf: 'Translated' }));
}
