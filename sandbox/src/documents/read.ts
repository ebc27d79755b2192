/** The sandbox reads every stored document through the shared document layer, with its project's settings. */
import { readFile } from 'node:fs/promises';
import { isDocumentError } from '#documents/errors';
import { extractDocument, MAX_DOCUMENT_BYTES, translateDocument } from '#documents/registry';
import type { DocumentOptions, TextUnit, Translator } from '#documents/types';
import type { Ctx } from '../resources/context';
import type { StoredDocument, StoredTask } from '../store/state';

export type ReadUnits = { ok: true; units: TextUnit[] } | { ok: false; error: string };

/** The project's document configuration as the layer's options (none without a project). */
export function documentOptions(ctx: Ctx, task: StoredTask): DocumentOptions {
  const project = task.projectId ? ctx.store.state.projects[task.projectId] : undefined;
  return project?.documentConfiguration ?? {};
}

/** What a user reads when a document cannot be used: the file's name and the reason in plain words. */
function reason(doc: StoredDocument, error: unknown): string {
  const why = isDocumentError(error) ? error.message : 'its content could not be read';
  return `${doc.filename}: ${why.replace(/\.$/, '')}.`;
}

async function bytesOf(ctx: Ctx, doc: StoredDocument): Promise<Uint8Array> {
  if (doc.length > MAX_DOCUMENT_BYTES) throw new Error('too large');
  return new Uint8Array(await readFile(ctx.store.documentPath(doc.id)));
}

export async function readUnits(ctx: Ctx, doc: StoredDocument, options: DocumentOptions): Promise<ReadUnits> {
  try {
    const bytes = await bytesOf(ctx, doc);
    return {
      ok: true,
      units: extractDocument({ filename: doc.filename, contentType: doc.contentType, bytes, options }).units,
    };
  } catch (error) {
    if (doc.length > MAX_DOCUMENT_BYTES) {
      return { ok: false, error: `${doc.filename}: the file is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB.` };
    }
    return { ok: false, error: reason(doc, error) };
  }
}

/** A translated copy of the document, or null when it cannot be read (the vendor then delivers it untouched). */
export async function translatedCopy(
  ctx: Ctx,
  doc: StoredDocument,
  options: DocumentOptions,
  translate: Translator,
  targetLanguage: string,
): Promise<Uint8Array | null> {
  try {
    const bytes = await bytesOf(ctx, doc);
    return translateDocument(
      { filename: doc.filename, contentType: doc.contentType, bytes, options },
      translate,
      targetLanguage,
    );
  } catch {
    return null;
  }
}
