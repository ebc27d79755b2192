/**
 * PowerPoint's comments on a slide. The classic ones (`p:cmLst`, PowerPoint 2007–2019) hold plain
 * text in `p:text`: a unit each, one part. Modern ones (`p188:cmLst`) hold DrawingML paragraphs and are
 * read like shapes (see pptx.ts).
 */
import type { TextUnit, Translator } from '../../types';
import { xmlTranslation } from '../../translation-text';
import { applyEdits, localName, tokenize, type Edit } from '../../xml/tokens';

interface Comment {
  unit: TextUnit;
  start: number;
  end: number;
}

export function isClassicComments(xml: string): boolean {
  return /<p:cmLst\b/.test(xml);
}

export function classicComments(xml: string, part: string, group: string): Comment[] {
  const comments: Comment[] = [];
  let inText: Comment | null = null;
  for (const token of tokenize(xml)) {
    if (token.kind === 'open' && localName(token.name) === 'text' && !token.selfClosing) {
      const n = comments.length + 1;
      inText = {
        unit: { id: `${part}#cm${n}`, group, label: `Comment ${n}`, parts: [''], codes: 0 },
        start: token.end,
        end: token.end,
      };
      comments.push(inText);
    } else if (token.kind === 'text' && inText) {
      inText.unit.parts = [(inText.unit.parts[0] ?? '') + token.text];
      inText.end = token.end;
    } else if (token.kind === 'close' && localName(token.name) === 'text') inText = null;
  }
  return comments;
}

export function translateClassicComments(xml: string, part: string, group: string, translate: Translator): string {
  const edits: Edit[] = [];
  for (const comment of classicComments(xml, part, group)) {
    const translated = translate(comment.unit);
    if (translated) edits.push({ start: comment.start, end: comment.end, text: xmlTranslation(translated.join('')) });
  }
  return applyEdits(xml, edits);
}
