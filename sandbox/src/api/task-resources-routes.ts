/** The lists under /translationTasks/{id}: documents, enquiries, quotes, deliveries, analyses and records. */
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import express from 'express';
import { documentIdsBodySchema } from '#contract/task';
import { withLanguage } from '#documents/file-names';
import { byTask, type Ctx } from '../resources/context';
import { deliveriesOf } from '../resources/progress';
import { addSourceDocuments, removeSourceDocument } from '../resources/tasks';
import type { StoredDocument, StoredTask, TaskRecord } from '../store/state';
import { contentDisposition } from './content-disposition';
import { param, parseBody } from './http';
import {
  presentAnalysis,
  presentDelivery,
  presentDocument,
  presentEnquiry,
  presentQuote,
  presentRecord,
} from './present';
import { taskOf } from './tasks-routes';
import { send } from './variants';

function documents(ctx: Ctx, ids: string[]): StoredDocument[] {
  return ids.flatMap((id) => ctx.store.state.documents[id] ?? []);
}

/** Documents of the delivered languages (deliveries in state DELIVERED). */
export function targetDocuments(ctx: Ctx, task: StoredTask): StoredDocument[] {
  const delivered = deliveriesOf(ctx, task.id).filter((d) => d.state === 'DELIVERED');
  return documents(
    ctx,
    delivered.flatMap((d) => d.targetDocumentIds),
  );
}

function byCreation<T extends { createdAt: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export function taskResourcesRoutes(ctx: Ctx): express.Router {
  const router = express.Router();
  const base = '/translationTasks/:taskId';
  const { state } = ctx.store;

  router.get(`${base}/sourceDocuments`, (req, res) => {
    send(res, 'document', documents(ctx, taskOf(ctx, req, res).sourceDocumentIds).map(presentDocument));
  });
  router.patch(`${base}/sourceDocuments`, (req, res) => {
    const task = taskOf(ctx, req, res);
    res.json(addSourceDocuments(ctx, task, parseBody(documentIdsBodySchema, req).documentIds));
  });
  router.delete(`${base}/sourceDocuments/:docId`, (req, res) => {
    res.json(removeSourceDocument(ctx, taskOf(ctx, req, res), param(req, 'docId')));
  });

  router.get(`${base}/quoteEnquiries`, (req, res) => {
    send(res, 'enquiry', byCreation(byTask(state.enquiries, taskOf(ctx, req, res).id)).map(presentEnquiry));
  });
  router.get(`${base}/quotes`, (req, res) => {
    const task = taskOf(ctx, req, res);
    send(res, 'plain', task.quoteIds.flatMap((id) => state.quotes[id] ?? []).map(presentQuote));
  });
  router.get(`${base}/acceptedQuotes`, (req, res) => {
    const task = taskOf(ctx, req, res);
    const accepted = task.quoteIds.flatMap((id) => state.quotes[id] ?? []).filter((q) => q.state === 'ACCEPTED');
    send(res, 'plain', accepted.map(presentQuote));
  });
  router.get(`${base}/translationDeliveries`, (req, res) => {
    send(res, 'delivery', deliveriesOf(ctx, taskOf(ctx, req, res).id).map(presentDelivery));
  });

  router.get(`${base}/targetDocuments`, (req, res) => {
    send(res, 'document', targetDocuments(ctx, taskOf(ctx, req, res)).map(presentDocument));
  });
  router.get(`${base}/targetDocuments/content`, async (req, res) => {
    const task = taskOf(ctx, req, res);
    const archive = new ZipArchive({ zlib: { level: 6 } });
    const used = new Set<string>();
    for (const doc of targetDocuments(ctx, task)) {
      // The language in the folder and in the name, so files stay apart once taken out of their folders.
      const language = doc.metadata?.targetLanguage;
      const folder = language ?? 'target';
      const filename = language ? withLanguage(doc.filename, language) : doc.filename;
      let name = `${folder}/${filename}`;
      for (let n = 2; used.has(name); n++) name = `${folder}/${filename.replace(/(\.[^.]*)?$/, ` (${n})$1`)}`;
      used.add(name);
      archive.file(ctx.store.documentPath(doc.id), { name });
    }
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', contentDisposition(`translation-task-${task.id}.zip`));
    archive.finalize().catch(() => undefined); // failures surface through the pipeline
    await pipeline(archive, res);
  });

  router.get(`${base}/analysis`, (req, res) => {
    send(res, 'plain', byCreation(byTask(state.analyses, taskOf(ctx, req, res).id)).map(presentAnalysis));
  });
  const records: [string, Record<string, TaskRecord>][] = [
    ['documentConversions', state.conversions],
    ['documentPretranslations', state.pretranslations],
    ['documentReviews', state.reviews],
  ];
  for (const [path, collection] of records) {
    router.get(`${base}/${path}`, (req, res) => {
      send(res, 'plain', byCreation(byTask(collection, taskOf(ctx, req, res).id)).map(presentRecord));
    });
  }
  return router;
}
