/**
 * Preparation's conversion of a source document to XLIFF 1.2, one file per target language: a
 * trans-unit per text unit of the document layer (its structural address as id, inline codes as <x/>),
 * pre-translated from the organisation's memory when the project asks for it and the match reaches
 * `matchCap`.
 */
import { escapeAttribute, escapeText } from '#documents/xml/tokens';
import { pseudoTranslator } from '#documents/pseudo';
import type { TextUnit } from '#documents/types';
import { countedText, normaliseSpace, splitSentences } from '#documents/words';
import { memoryOf } from '../analysis/memory';
import { similarity } from '../analysis/similarity';
import { documentOptions, readUnits } from '../documents/read';
import type { Ctx } from '../resources/context';
import { saveDocumentText } from '../store/documents';
import type { StoredDocument, StoredTask } from '../store/state';

/** Parts joined with a placeholder where the file has a code or a run boundary. */
function inline(parts: readonly string[]): string {
  return parts.map((p, i) => (i === 0 ? '' : `<x id="${i}"/>`) + escapeText(p)).join('');
}

/** The lowest score of the unit's sentences against the memory (1 = every sentence known exactly). */
export function memoryScore(unit: TextUnit, memory: readonly string[], exact: ReadonlySet<string>): number {
  // A break between parts (a wrapped line, a Word line break) is white space between sentences.
  const sentences = splitSentences(countedText(unit)).map(normaliseSpace);
  if (sentences.length === 0 || memory.length === 0) return 0;
  let lowest = 1;
  for (const sentence of sentences) {
    let best = exact.has(sentence) ? 1 : 0;
    for (let i = 0; best < 1 && i < memory.length; i++) best = Math.max(best, similarity(sentence, memory[i] ?? ''));
    lowest = Math.min(lowest, best);
    if (lowest === 0) break;
  }
  return lowest;
}

export interface Pretranslation {
  matchCap: number;
  memory: readonly string[];
}

export function xliffFor(
  filename: string,
  source: string,
  target: string,
  units: readonly TextUnit[],
  pretranslation: Pretranslation | null,
): { xliff: string; pretranslated: number } {
  const translate = pseudoTranslator(target);
  const exact = new Set(pretranslation?.memory ?? []);
  let pretranslated = 0;
  const body = units.map((unit) => {
    const lines = [
      `      <trans-unit id="${escapeAttribute(unit.id)}" resname="${escapeAttribute(`${unit.group} · ${unit.label}`)}">`,
    ];
    lines.push(`        <source>${inline(unit.parts)}</source>`);
    const score = pretranslation ? memoryScore(unit, pretranslation.memory, exact) : 0;
    if (pretranslation && score > 0 && score * 100 >= pretranslation.matchCap) {
      pretranslated++;
      const state = score === 1 ? 'translated' : 'needs-review-translation';
      lines.push(
        `        <target state="${state}" state-qualifier="${score === 1 ? 'exact-match' : 'fuzzy-match'}">${inline(translate(unit) ?? unit.parts)}</target>`,
      );
    }
    if (unit.note) lines.push(`        <note>${escapeText(unit.note)}</note>`);
    lines.push('      </trans-unit>');
    return lines.join('\n');
  });
  const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="${escapeAttribute(filename)}" source-language="${escapeAttribute(source)}" target-language="${escapeAttribute(target)}" datatype="x-document">
    <body>
${body.join('\n')}
    </body>
  </file>
</xliff>
`;
  return { xliff, pretranslated };
}

/** The source converted to XLIFF 1.2 for one target language; null when the document cannot be read. */
export async function createXliff(
  ctx: Ctx,
  task: StoredTask,
  source: StoredDocument,
  target: string,
  conversionId: string,
): Promise<StoredDocument | null> {
  const read = await readUnits(ctx, source, documentOptions(ctx, task));
  if (!read.ok) return null;
  const project = task.projectId ? ctx.store.state.projects[task.projectId] : undefined;
  const config = project?.pretranslationConfiguration;
  const pretranslation = config?.shouldPretranslate
    ? { matchCap: config.matchCap, memory: memoryOf(ctx.store, task.org, task.source ?? '', target) }
    : null;
  const { xliff } = xliffFor(source.filename, task.source ?? '', target, read.units, pretranslation);
  return saveDocumentText(
    ctx.store,
    {
      org: task.org,
      filename: `${source.filename}.xlf`,
      contentType: 'application/x-xliff+xml',
      metadata: {
        type: 'transformed',
        userId: task.createdBy.sub,
        translationTaskId: task.id,
        sourceDocumentId: source.id,
        targetLanguage: target,
        documentTransformationId: conversionId,
      },
    },
    xliff,
  );
}
