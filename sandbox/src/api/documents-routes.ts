/** /documents: upload (three modes), list, read, download and delete. */
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import express from 'express';
import { owned, type Ctx } from '../resources/context';
import { deleteDocumentFile } from '../store/documents';
import type { StoredDocument } from '../store/state';
import { HttpError } from '../http-error';
import { contentDisposition } from './content-disposition';
import { param, principalOf } from './http';
import { presentDocument, presentDocumentItem } from './present';
import { upload } from './upload';
import { send } from './variants';

function documentOf(ctx: Ctx, req: express.Request, res: express.Response): StoredDocument {
  return owned(ctx.store.state.documents, param(req, 'docId'), principalOf(res).organisation, 'Document');
}

/** A document used by a completed task (as source or target) stays. */
function usedBy(ctx: Ctx, doc: StoredDocument): string | undefined {
  const task = Object.values(ctx.store.state.tasks).find((t) => t.complete && t.sourceDocumentIds.includes(doc.id));
  if (task) return task.id;
  return Object.values(ctx.store.state.deliveries).find((d) => d.targetDocumentIds.includes(doc.id))?.translationTaskId;
}

export function documentsRoutes(ctx: Ctx): express.Router {
  const router = express.Router();

  router.get('/documents', (_req, res) => {
    const org = principalOf(res).organisation;
    const docs = Object.values(ctx.store.state.documents)
      .filter((d) => d.org === org)
      .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
    res.json(docs.map(presentDocumentItem));
  });

  router.post('/documents', async (req, res) => {
    const docs = await upload(req, { store: ctx.store, config: ctx.config, principal: principalOf(res) });
    const presented = docs.map(presentDocument);
    if (presented.length === 1 && presented[0]) send(res, 'document', presented[0], 201);
    else send(res, 'document', presented, 201);
  });

  router.get('/documents/:docId', (req, res) => {
    send(res, 'document', presentDocument(documentOf(ctx, req, res)));
  });

  router.get('/documents/:docId/content', async (req, res) => {
    const doc = documentOf(ctx, req, res);
    const stream = createReadStream(ctx.store.documentPath(doc.id));
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', () => reject(new HttpError(404, `The content of document ${doc.id} is missing`)));
    });
    res.setHeader('Content-Type', doc.contentType);
    res.setHeader('Content-Length', String(doc.length));
    res.setHeader('Content-Disposition', contentDisposition(doc.filename));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    await pipeline(stream, res);
  });

  router.delete('/documents/:docId', async (req, res) => {
    const doc = documentOf(ctx, req, res);
    const taskId = usedBy(ctx, doc);
    if (taskId) throw new HttpError(409, `Document ${doc.id} belongs to the completed translation task ${taskId}`);
    for (const task of Object.values(ctx.store.state.tasks)) {
      if (task.sourceDocumentIds.includes(doc.id))
        task.sourceDocumentIds = task.sourceDocumentIds.filter((id) => id !== doc.id);
    }
    delete ctx.store.state.documents[doc.id];
    ctx.store.changed();
    await deleteDocumentFile(ctx.store, doc.id);
    send(res, 'document', presentDocument(doc));
  });

  return router;
}
