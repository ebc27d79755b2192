/**
 * Writing a translation into an XLIFF target: an existing target (or target `mrk`) gets new content,
 * a self-closing one is opened, a missing one is created after the element it translates.
 */
import type { TextUnit } from '../../types';
import { applyEdits, type Edit } from '../../xml/tokens';
import { withAttribute, type Inline } from './inline';
import type { Element, Tree } from './tree';

/** A unit and where its parts come from. */
export interface Segment {
  unit: TextUnit;
  inline: Inline;
  /** The element holding the source text (`source`, a seg-source `mrk`). */
  source: Element;
}

/** A trans-unit (1.2) or unit (2.0): its segments, and the edits their translations call for. */
export interface Block {
  segments: Segment[];
  edits(translated: readonly (readonly string[] | undefined)[], language: string): Edit[];
}

/** The element's open tag with attributes set (only the ones given). */
export function retag(tree: Tree, element: Element, attributes: Record<string, string>): Edit[] {
  const tag = tree.tag(element);
  const changed = Object.entries(attributes).reduce((t, [name, value]) => withAttribute(t, name, value), tag);
  return changed === tag ? [] : [{ start: element.open.start, end: element.open.end, text: changed }];
}

/** An element's content replaced; a self-closing element is written open and closed around it. */
export function fill(tree: Tree, element: Element, content: string, attributes: Record<string, string> = {}): Edit[] {
  if (!element.open.selfClosing) {
    return [...retag(tree, element, attributes), { start: element.start, end: element.end, text: content }];
  }
  const tag = Object.entries(attributes).reduce((t, [name, value]) => withAttribute(t, name, value), tree.tag(element));
  return [
    {
      start: element.open.start,
      end: element.open.end,
      text: `${tag.replace(/\s*\/>$/, '>')}${content}</${element.open.name}>`,
    },
  ];
}

export interface TargetOptions {
  /** Attributes to set on the target (state="translated"). */
  set: Record<string, string>;
  /** Attributes a new target starts with (xml:lang, state), in this order. */
  create: Record<string, string>;
}

/**
 * Fills `target`, or creates it right after `after` (the source or seg-source) with the same prefix.
 * An existing target's xml:lang follows the new target language.
 */
export function writeTarget(
  tree: Tree,
  target: Element | undefined,
  after: Element,
  content: string,
  language: string,
  options: TargetOptions,
): Edit[] {
  if (target) {
    const lang: Record<string, string> = target.open.attrs['xml:lang'] === undefined ? {} : { 'xml:lang': language };
    return fill(tree, target, content, { ...options.set, ...lang });
  }
  const prefix = /^[^:]*:/.exec(after.open.name)?.[0] ?? '';
  const attributes = Object.entries(options.create)
    .map(([name, value]) => withAttribute('<t>', name, value).slice(2, -1))
    .join('');
  const at = tree.tokens[after.last]?.end ?? after.end;
  return [{ start: at, end: at, text: `<${prefix}target${attributes}>${content}</${prefix}target>` }];
}

/** `xml` between start and end with these edits (absolute offsets inside the range) applied. */
export function spliceRange(xml: string, start: number, end: number, edits: readonly Edit[]): string {
  return applyEdits(
    xml.slice(start, end),
    edits.map((e) => ({ ...e, start: e.start - start, end: e.end - start })),
  );
}
