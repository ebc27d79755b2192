/** Documents the vendors produce: pseudo-translated targets and the XLIFF conversions of preparation. */
import { readFile } from 'node:fs/promises';
import { segmentText, MAX_ANALYSED_BYTES } from '../analysis/segments';
import { formatOf } from '../formats/text-units';
import type { Ctx } from '../orders/context';
import { pseudoTranslate } from '../pseudo/pseudo';
import { copyDocument, saveDocumentText } from '../store/documents';
import type { StoredDocument, StoredTask } from '../store/state';

async function readText(ctx: Ctx, doc: StoredDocument): Promise<string | null> {
  if (!formatOf(doc.filename, doc.contentType) || doc.length > MAX_ANALYSED_BYTES) return null;
  return (await readFile(ctx.store.documentPath(doc.id), 'utf8')).replace(/^\uFEFF/, '');
}

/** One target per source document, same name and format; formats it cannot rewrite are copied. */
export async function createTargetDocuments(ctx: Ctx, task: StoredTask, target: string): Promise<StoredDocument[]> {
  const created: StoredDocument[] = [];
  for (const sourceId of task.sourceDocumentIds) {
    const source = ctx.store.state.documents[sourceId];
    if (!source) continue;
    const input = {
      org: task.org,
      filename: source.filename,
      contentType: source.contentType,
      metadata: {
        type: 'target',
        userId: task.createdBy.sub,
        translationTaskId: task.id,
        sourceDocumentId: source.id,
        targetLanguage: target,
      },
      withAliases: true,
    };
    const format = formatOf(source.filename, source.contentType);
    let translated: string | null = null;
    try {
      const text = await readText(ctx, source);
      translated = format && text !== null ? pseudoTranslate(format, text, target) : null;
    } catch {
      translated = null; // unparsable content (e.g. broken JSON) is delivered unchanged
    }
    created.push(
      translated === null
        ? await copyDocument(ctx.store, source, input)
        : await saveDocumentText(ctx.store, input, translated),
    );
  }
  return created;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The source converted to XLIFF 1.2 for one target language; null when the format has no text. */
export async function createXliff(
  ctx: Ctx,
  task: StoredTask,
  source: StoredDocument,
  target: string,
  conversionId: string,
): Promise<StoredDocument | null> {
  const format = formatOf(source.filename, source.contentType);
  const text = await readText(ctx, source).catch(() => null);
  if (!format || text === null) return null;
  let segments: string[];
  try {
    segments = segmentText(format, text);
  } catch {
    return null;
  }
  const units = segments
    .map((s, i) => `      <trans-unit id="${i + 1}"><source>${escapeXml(s)}</source></trans-unit>`)
    .join('\n');
  const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="${escapeXml(source.filename).replace(/"/g, '&quot;')}" source-language="${task.source ?? ''}" target-language="${target}" datatype="plaintext">
    <body>
${units}
    </body>
  </file>
</xliff>
`;
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
