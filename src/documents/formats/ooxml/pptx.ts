/**
 * PowerPoint (.pptx): every slide in presentation order (shapes, group shapes, tables), its speaker
 * notes and its SmartArt text. SmartArt keeps its text twice (the diagram data and the drawing
 * PowerPoint made from it): counted once, translated in both. Slide layouts and masters are the
 * template, not the presentation's text.
 */
import { DocumentError } from '../../errors';
import type { FormatHandler, TextUnit, Translator } from '../../types';
import type { OpenToken } from '../../xml/tokens';
import { openZip, type ZipPackage } from '../../zip';
import { mainPart, relationships } from './package-parts';
import { paragraphUnit, readParagraphs, translateParagraphs, type Dialect } from './paragraphs';

function context(ancestors: readonly OpenToken[], shapeName: string | undefined): string | undefined {
  if (ancestors.some((a) => a.name === 'a:tbl')) return shapeName ?? 'Table';
  return shapeName;
}

const DRAWING: Dialect = {
  paragraph: 'a:p',
  run: 'a:r',
  text: 'a:t',
  runProperties: 'a:rPr',
  codes: new Set(['a:br', 'a:fld']),
  boundaries: new Set([]),
  skipped: new Set(['a:fld']),
  noise: /\s(?:lang|altLang|dirty|err|smtClean|noProof|bmk)="[^"]*"/g,
  preserveSpace: false,
  names: new Set(['p:cNvPr', 'dsp:cNvPr']),
  context,
};

interface TextPart {
  part: string;
  group: string;
  /** Drawings made from SmartArt data: translated, not extracted. */
  hidden: boolean;
}

const REL = {
  slide: /\/slide$/,
  notes: /\/notesSlide$/,
  diagramData: /\/diagramData$/,
  diagramDrawing: /\/diagramDrawing$/,
};

function slides(pkg: ZipPackage): string[] {
  const presentation = mainPart(pkg, 'ppt/presentation.xml');
  if (!pkg.has(presentation)) throw new DocumentError('damaged', 'The PowerPoint package has no presentation part');
  const rels = new Map(relationships(pkg, presentation).map((r) => [r.id, r]));
  const order = [...pkg.text(presentation).matchAll(/<p:sldId\b[^>]*\br:id="([^"]+)"/g)].map((m) => rels.get(m[1] ?? '')?.target);
  return order.filter((target): target is string => target !== undefined && pkg.has(target));
}

function textParts(pkg: ZipPackage): TextPart[] {
  const parts: TextPart[] = [];
  slides(pkg).forEach((slide, i) => {
    const n = i + 1;
    parts.push({ part: slide, group: `Slide ${n}`, hidden: false });
    const related = relationships(pkg, slide).filter((r) => pkg.has(r.target));
    for (const r of related.filter((r) => REL.diagramData.test(r.type))) parts.push({ part: r.target, group: `Slide ${n} · SmartArt`, hidden: false });
    for (const r of related.filter((r) => REL.diagramDrawing.test(r.type))) parts.push({ part: r.target, group: `Slide ${n} · SmartArt`, hidden: true });
    for (const r of related.filter((r) => REL.notes.test(r.type))) parts.push({ part: r.target, group: `Notes ${n}`, hidden: false });
  });
  // A part used by two slides (shared SmartArt) is read once.
  return parts.filter((p, i) => parts.findIndex((q) => q.part === p.part) === i);
}

export const pptx: FormatHandler = {
  id: 'pptx',
  extract(bytes) {
    const pkg = openZip(bytes);
    const units: TextUnit[] = [];
    for (const { part, group, hidden } of textParts(pkg)) {
      if (hidden) continue;
      for (const p of readParagraphs(pkg.text(part), part, DRAWING)) {
        if (!p.hidden && p.parts.length > 0) units.push(paragraphUnit(p, group));
      }
    }
    return units;
  },
  translate(bytes, translate: Translator) {
    const pkg = openZip(bytes);
    const replacements = new Map<string, string>();
    for (const { part, group } of textParts(pkg)) {
      const xml = pkg.text(part);
      const translated = translateParagraphs(xml, readParagraphs(xml, part, DRAWING), group, translate, DRAWING);
      if (translated !== xml) replacements.set(part, translated);
    }
    return pkg.rewrite(replacements);
  },
};
