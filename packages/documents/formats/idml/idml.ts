/**
 * InDesign (.idml): the stories designmap.xml lists, in that order, as paragraphs (see story.ts),
 * grouped by story and the page that shows it. Translating writes each part into the first Content
 * it came from and empties the others of the part, so every character style range keeps its
 * formatting; only the story parts change, the mimetype entry stays first and stored, every other
 * entry keeps its bytes.
 */
import { DocumentError } from '../../errors';
import type { FormatHandler, TextUnit } from '../../types';
import { xmlTranslation, type BreakMarkup } from '../../translation-text';
import { applyEdits, type Edit } from '../../xml/tokens';
import type { ZipPackage } from '../../zip';
import { openPackage } from '../package-kind';
import { storyPages } from './pages';
import { readStory, type Paragraph } from './story';

interface Story {
  part: string;
  group: string;
}

function stories(pkg: ZipPackage): Story[] {
  if (!pkg.has('designmap.xml')) throw new DocumentError('damaged', 'The InDesign package has no designmap.xml');
  const designmap = pkg.text('designmap.xml');
  const pages = storyPages(pkg, designmap);
  const listed = [...designmap.matchAll(/<idPkg:Story\b[^>]*\bsrc="([^"]+)"/g)]
    .map((m) => m[1] ?? '')
    .filter((src) => pkg.has(src));
  return listed.map((part, i) => {
    const id = /Story_(\w+)\.xml$/.exec(part)?.[1] ?? '';
    const page = pages.get(id);
    return { part, group: `Story ${i + 1}${page ? ` · ${page}` : ''}` };
  });
}

function unitOf(p: Paragraph, group: string): TextUnit {
  return {
    id: p.id,
    group,
    label: p.label,
    parts: p.parts.map((pieces) => pieces.map((x) => x.text).join('')),
    codes: p.codes,
  };
}

/** A line break in a translation is InDesign's forced line break (U+2028); a tab stays a tab. */
const CONTENT_BREAKS: BreakMarkup = { lineBreak: '\u2028', tab: '\t' };

export const idml: FormatHandler = {
  id: 'idml',
  extract(bytes) {
    const pkg = openPackage(bytes, 'idml');
    return stories(pkg).flatMap(({ part, group }) => readStory(pkg.text(part), part).map((p) => unitOf(p, group)));
  },
  translate(bytes, translate) {
    const pkg = openPackage(bytes, 'idml');
    const replacements = new Map<string, string>();
    for (const { part, group } of stories(pkg)) {
      const xml = pkg.text(part);
      const edits: Edit[] = [];
      for (const paragraph of readStory(xml, part)) {
        const translated = translate(unitOf(paragraph, group));
        if (!translated) continue;
        paragraph.parts.forEach((pieces, i) => {
          pieces.forEach((piece, j) =>
            edits.push({
              start: piece.start,
              end: piece.end,
              text: j === 0 ? xmlTranslation(translated[i] ?? '', CONTENT_BREAKS) : '',
            }),
          );
        });
      }
      if (edits.length > 0) replacements.set(part, applyEdits(xml, edits));
    }
    return pkg.rewrite(replacements);
  },
};
