/**
 * PowerPoint (.pptx): every slide in presentation order (shapes, group shapes, tables), its SmartArt
 * text, its speaker notes and its comments. SmartArt keeps its text twice (the diagram data and the
 * drawing PowerPoint made from it): the data is counted, the drawing gets the same translation. A
 * slide's charts follow its notes and comments ("Slide 2 · Chart 1": titles, labels and the chart's
 * embedded workbook, see charts.ts). Codes: a formatting change between runs, a line break, a field
 * (slide number, date: its shown value is not text). The slide masters' and layouts' own text follows
 * the slides (their placeholders' prompts are not text).
 */
import { DocumentError } from '../../errors';
import type { FormatHandler, TextUnit, Translator } from '../../types';
import type { ZipPackage } from '../../zip';
import { openPackage } from '../package-kind';
import { chartsOf, chartUnits, translateCharts } from './charts';
import { mainPart, relationships } from '../package-parts';
import { DRAWING } from './drawingml';
import type { Paragraph } from './paragraph-dialect';
import { readParagraphs } from './paragraphs';
import { newGivenTranslations, paragraphUnit, translateParagraphs, type GivenTranslations } from './paragraph-units';
import { classicComments, isClassicComments, translateClassicComments } from './pptx-comments';
import { commentScopes, dataScopes, drawingScopes, slideScopes, smartArt, type SmartArt } from './pptx-scopes';
import { xlsx } from './xlsx';

type Kind = 'slide' | 'notes' | 'data' | 'drawing' | 'comments' | 'chart' | 'master';

interface TextPart {
  part: string;
  group: string;
  kind: Kind;
  /** The diagram a data or drawing part belongs to, and (for a drawing) the data part it shows. */
  art?: SmartArt;
  data?: string;
}

function slides(pkg: ZipPackage): string[] {
  const presentation = mainPart(pkg, 'ppt/presentation.xml');
  if (!pkg.has(presentation)) throw new DocumentError('damaged', 'The PowerPoint package has no presentation part');
  const rels = new Map(relationships(pkg, presentation).map((r) => [r.id, r]));
  const order = [...pkg.text(presentation).matchAll(/<p:sldId\b[^>]*\br:id="([^"]+)"/g)].map(
    (m) => rels.get(m[1] ?? '')?.target,
  );
  return order.filter((target): target is string => target !== undefined && pkg.has(target));
}

/** A slide's diagrams: each data part with the drawing its `dsp:dataModelExt` names (else the same-numbered one). */
function diagrams(pkg: ZipPackage, slide: string, group: string): TextPart[] {
  const rels = relationships(pkg, slide).filter((r) => pkg.has(r.target));
  const drawings = rels.filter((r) => r.type.endsWith('/diagramDrawing'));
  return rels
    .filter((r) => r.type.endsWith('/diagramData'))
    .flatMap((data, i) => {
      const art = smartArt();
      const relId = /<dsp:dataModelExt\b[^>]*\brelId="([^"]+)"/.exec(pkg.text(data.target))?.[1];
      const drawing = drawings.find((d) => d.id === relId) ?? (relId === undefined ? drawings[i] : undefined);
      const parts: TextPart[] = [{ part: data.target, group, kind: 'data', art }];
      if (drawing) parts.push({ part: drawing.target, group, kind: 'drawing', art, data: data.target });
      return parts;
    });
}

/**
 * The slide masters and their layouts, after the slides: their own text (a fixed footer, a caption)
 * is shown on every slide that uses them; their placeholders' text is only a prompt and is skipped.
 */
function masters(pkg: ZipPackage): TextPart[] {
  const presentation = mainPart(pkg, 'ppt/presentation.xml');
  return listed(pkg, presentation, 'sldMasterId', '/slideMaster').flatMap((master, i) => [
    { part: master, group: `Slide master ${i + 1}`, kind: 'master' as const },
    ...listed(pkg, master, 'sldLayoutId', '/slideLayout').map((layout, j) => {
      const name = /<p:cSld\b[^>]*\bname="([^"]*)"/.exec(pkg.text(layout))?.[1];
      return {
        part: layout,
        group: `Slide master ${i + 1} · Layout ${j + 1}${name ? ` (${name})` : ''}`,
        kind: 'master' as const,
      };
    }),
  ]);
}

/** The parts `owner` lists in its `<p:…Id r:id>` order (PowerPoint's), those it only relates to after them. */
function listed(pkg: ZipPackage, owner: string, element: string, type: string): string[] {
  const rels = relationships(pkg, owner).filter((r) => r.type.endsWith(type) && pkg.has(r.target));
  const order = [...pkg.text(owner).matchAll(new RegExp(`<p:${element}\\b[^>]*\\br:id="([^"]+)"`, 'g'))].map(
    (m) => m[1],
  );
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...rels].sort((a, b) => rank(a.id) - rank(b.id)).map((r) => r.target);
}

function textParts(pkg: ZipPackage): TextPart[] {
  const parts: TextPart[] = [];
  slides(pkg).forEach((slide, i) => {
    const n = i + 1;
    const related = relationships(pkg, slide).filter((r) => pkg.has(r.target));
    parts.push({ part: slide, group: `Slide ${n}`, kind: 'slide' });
    parts.push(...diagrams(pkg, slide, `Slide ${n} · SmartArt`));
    for (const r of related.filter((r) => r.type.endsWith('/notesSlide')))
      parts.push({ part: r.target, group: `Notes ${n}`, kind: 'notes' });
    for (const r of related.filter((r) => r.type.endsWith('/comments')))
      parts.push({ part: r.target, group: `Comments ${n}`, kind: 'comments' });
    for (const chart of chartsOf(pkg, [{ part: slide, group: `Slide ${n}` }], true))
      parts.push({ ...chart, kind: 'chart' });
  });
  parts.push(...masters(pkg));
  // A part used by two slides (shared SmartArt) is read once.
  return parts.filter((p, i) => parts.findIndex((q) => q.part === p.part) === i);
}

function paragraphs(xml: string, { part, kind, art, data }: TextPart): Paragraph[] {
  switch (kind) {
    case 'slide':
    case 'notes':
      return readParagraphs(xml, part, { ...DRAWING, scopes: slideScopes(kind === 'notes') });
    case 'master':
      return readParagraphs(xml, part, { ...DRAWING, scopes: slideScopes(false, false) });
    case 'data':
      return readParagraphs(xml, part, { ...DRAWING, scopes: dataScopes(art ?? smartArt()) });
    case 'drawing':
      // Ids of the data part's items: the drawing is their copy.
      return readParagraphs(xml, data ?? part, { ...DRAWING, scopes: drawingScopes(art ?? smartArt()) }).map((p) => ({
        ...p,
        hidden: true,
      }));
    case 'comments':
      return readParagraphs(xml, part, { ...DRAWING, scopes: commentScopes });
    case 'chart':
      return [];
  }
}

function translatePart(xml: string, text: TextPart, translate: Translator, known: GivenTranslations): string {
  if (text.kind === 'comments' && isClassicComments(xml))
    return translateClassicComments(xml, text.part, text.group, translate);
  return translateParagraphs(xml, paragraphs(xml, text), text.group, translate, DRAWING, known);
}

export const pptx: FormatHandler = {
  id: 'pptx',
  extract(bytes) {
    const pkg = openPackage(bytes, 'pptx');
    const units: TextUnit[] = [];
    for (const text of textParts(pkg)) {
      if (text.kind === 'drawing') continue;
      if (text.kind === 'chart') {
        units.push(...chartUnits(pkg, text));
        continue;
      }
      const xml = pkg.text(text.part);
      if (text.kind === 'comments' && isClassicComments(xml)) {
        units.push(...classicComments(xml, text.part, text.group).map((c) => c.unit));
        continue;
      }
      for (const p of paragraphs(xml, text)) {
        if (!p.hidden && p.parts.length > 0) units.push(paragraphUnit(p, text.group));
      }
    }
    return units;
  },
  translate(bytes, translate, context) {
    const pkg = openPackage(bytes, 'pptx');
    const replacements = new Map<string, string | Uint8Array>();
    const known = newGivenTranslations();
    const parts = textParts(pkg);
    for (const text of parts) {
      if (text.kind === 'chart') continue;
      const xml = pkg.text(text.part);
      const translated = translatePart(xml, text, translate, known);
      if (translated !== xml) replacements.set(text.part, translated);
    }
    const charts = parts.filter((p) => p.kind === 'chart');
    translateCharts(pkg, charts, translate, replacements, (workbook, t) => xlsx.translate(workbook, t, context));
    return pkg.rewrite(replacements);
  },
};
