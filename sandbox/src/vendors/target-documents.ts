/**
 * Documents the vendors produce: translated targets of the same type and structure as their sources
 * (the pseudo-translation written through the document layer), and the XLIFF conversions of preparation.
 * A source the layer cannot read (encrypted, damaged, unknown) is delivered untouched, never rewritten.
 */
import { machineTranslator, pseudoTranslator } from '#documents/pseudo';
import { documentOptions, translatedCopy } from '../documents/read';
import type { Ctx } from '../resources/context';
import { copyDocument, saveDocumentText } from '../store/documents';
import type { StoredTask, StoredDocument } from '../store/state';

/** One target per source document, same name and format; `machine`: the instant (machine) translation's text. */
export async function createTargetDocuments(
  ctx: Ctx,
  task: StoredTask,
  target: string,
  machine = false,
): Promise<StoredDocument[]> {
  const created: StoredDocument[] = [];
  const options = documentOptions(ctx, task);
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
    const translator = machine ? machineTranslator(target) : pseudoTranslator(target);
    const translated = await translatedCopy(ctx, source, options, translator, target);
    created.push(
      translated === null
        ? await copyDocument(ctx.store, source, input)
        : await saveDocumentText(
            ctx.store,
            input,
            Buffer.from(translated.buffer, translated.byteOffset, translated.byteLength),
          ),
    );
  }
  return created;
}
