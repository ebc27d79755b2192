/**
 * XLIFF 2.0 units: a text unit per `segment` (id `unit-id` when the unit has one segment, else
 * `unit-id#segment-id`). Translating fills or creates the segment's `target` from the source's markup
 * and marks the segment `state="translated"`.
 */
import { plainText, readInline, replaceParts } from './inline';
import { retag, writeTarget, type Block, type Segment } from './target';
import type { Element, Tree } from './tree';
import { notesOf } from './xliff12';

export function unit20(tree: Tree, unit: Element, id: string, group: string): Block | null {
  const kids = tree.children(unit);
  const notes = kids
    .filter((k) => k.name === 'notes')
    .flatMap((n) => tree.children(n).filter((c) => c.name === 'note'));
  const note = notesOf(tree, notes);
  const all = kids.filter((k) => k.name === 'segment');
  const segments: { segment: Element; source: Element; target: Element | undefined; value: Segment }[] = [];
  all.forEach((segment, i) => {
    const parts = tree.children(segment);
    const source = parts.find((p) => p.name === 'source');
    if (!source) return;
    const target = parts.find((p) => p.name === 'target');
    const inline = readInline(tree, source);
    const unitId = all.length === 1 ? id : `${id}#${segment.open.attrs.id ?? String(i + 1)}`;
    const existing = target ? plainText(tree, target) : '';
    // XLIFF 2.0 §4.3.1.27: `final` means the translation is done and signed off.
    const locked = target !== undefined && segment.open.attrs.state === 'final';
    const value: Segment = {
      unit: {
        id: unitId,
        group,
        label: unitId,
        parts: inline.parts,
        codes: inline.codes,
        ...(note ? { note } : {}),
        ...(existing ? { target: existing } : {}),
        ...(locked ? { locked: {} } : {}),
      },
      inline,
      source,
    };
    segments.push({ segment, source, target, value });
  });
  if (segments.length === 0) return null;
  return {
    segments: segments.map((s) => s.value),
    edits(translated, language) {
      return segments.flatMap(({ segment, source, target, value }, i) => {
        const parts = translated[i];
        if (!parts) return [];
        const content = replaceParts(tree.xml, source.start, source.end, value.inline, parts);
        return [
          ...writeTarget(tree, target, source, content, language, { set: {}, create: {} }),
          ...retag(tree, segment, { state: 'translated' }),
        ];
      });
    },
  };
}
