/**
 * A stand-in translation service for the reviews, over HTTP so the portal server's real client reads it: orders,
 * deliveries, accepted quotes and documents with their bytes, each shown only to the tokens of its organisation;
 * it records what it was asked, with which token. And a portal server in server mode on it for a test file.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { Delivery } from '#contract/delivery';
import type { ApiDocument } from '#contract/document';
import { buildDelivery } from '#test-support/factories/delivery';
import { buildDocument } from '#test-support/factories/document';
import { buildQuote } from '#test-support/factories/quote';
import { wireTask } from '#test-support/factories/task';
import { openDatabase, type DatabaseSettings } from '../db/database';
import { closeHttp, listenHttp } from '../listen';
import { reviewSource } from '../reviews/source';
import { PEOPLE, portalCall } from './approvals.harness';
import { startBff } from './bff-server.harness';
import { memoryLogger } from './server.harness';

export interface Asked {
  path: string;
  token: string;
}

export interface DeliveredFile {
  filename: string;
  source: Uint8Array | string;
  target: Uint8Array | string;
}

const bytes = (content: Uint8Array | string) => (typeof content === 'string' ? Buffer.from(content) : content);

export async function reviewService() {
  /** path → [organisation, JSON or bytes] */
  const answers = new Map<string, [string, unknown]>();
  const asked: Asked[] = [];
  const server = await listenHttp(
    (req, res) => {
      const path = (req.url ?? '').replace(/^\/api/, '');
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      asked.push({ path, token });
      const found = answers.get(path);
      // A token names its organisation: `token-<who>@<organisation>`.
      if (!found || !token.endsWith(`@${found[0]}`)) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
        return;
      }
      const body = found[1];
      if (body instanceof Uint8Array) res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body);
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    },
    0,
    '127.0.0.1',
  );
  let n = 0;
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    asked,
    /** An order of `organisation` with one delivered language of `files`; answers its ids. */
    deliver(
      files: DeliveredFile[],
      options: { organisation?: string; target?: string; vendor?: string; projectId?: string; email?: string } = {},
    ) {
      const { organisation = 'acme', target = 'de-DE', vendor = 'Lingua Services GmbH', projectId = 'p1' } = options;
      n++;
      const taskId = `t-review-${n}`;
      const sourceIds = files.map((_, i) => `src-${n}-${i}`);
      const targetIds = files.map((_, i) => `tgt-${n}-${i}`);
      files.forEach((file, i) => {
        const [sourceId = '', targetId = ''] = [sourceIds[i], targetIds[i]];
        answers.set(`/documents/${sourceId}`, [
          organisation,
          buildDocument({ id: sourceId, filename: file.filename, metadata: { type: 'source' } }),
        ]);
        answers.set(`/documents/${sourceId}/content`, [organisation, bytes(file.source)]);
        answers.set(`/documents/${targetId}`, [
          organisation,
          buildDocument({
            id: targetId,
            filename: file.filename,
            metadata: { type: 'target', sourceDocumentId: sourceId, targetLanguage: target },
          }),
        ]);
        answers.set(`/documents/${targetId}/content`, [organisation, bytes(file.target)]);
      });
      const task = wireTask({
        id: taskId,
        source: 'en-GB',
        target: [target],
        projectId,
        sourceDocumentIds: sourceIds,
        email: options.email ?? 'olivia@example.com',
        progress: 'TRANSLATION_DELIVERED',
        complete: true,
      });
      answers.set(`/translationTasks/${taskId}`, [organisation, task]);
      const deliveryId = `dl-${n}`;
      answers.set(`/translationDeliveries/${deliveryId}`, [
        organisation,
        buildDelivery({
          id: deliveryId,
          state: 'DELIVERED',
          target,
          translationTaskId: taskId,
          targetDocumentIds: targetIds,
        }),
      ]);
      answers.set(`/translationTasks/${taskId}/acceptedQuotes`, [
        organisation,
        [buildQuote({ translationTaskId: taskId, target, state: 'ACCEPTED', supplierName: vendor })],
      ]);
      return { taskId, deliveryId, sourceIds, targetIds };
    },
    /** A new delivery of the same language (after a rework or post-editing): new documents of the same sources. */
    redeliver(deliveryId: string, targets: string[]) {
      const [organisation, delivery] = answers.get(`/translationDeliveries/${deliveryId}`) as [string, Delivery];
      n++;
      const targetIds = delivery.targetDocumentIds.map((old, i) => {
        const id = `tgt-${n}-${i}`;
        const [, document] = answers.get(`/documents/${old}`) as [string, ApiDocument];
        answers.set(`/documents/${id}`, [organisation, { ...document, id }]);
        answers.set(`/documents/${id}/content`, [organisation, bytes(targets[i] ?? '')]);
        return id;
      });
      answers.set(`/translationDeliveries/${deliveryId}`, [
        organisation,
        { ...delivery, targetDocumentIds: targetIds },
      ]);
      return { targetIds };
    },
    close: () => closeHttp(server),
  };
}

export type ReviewService = Awaited<ReturnType<typeof reviewService>>;

/** The people of the review tests; each signs in with a token of their organisation. */
export const REVIEW_PEOPLE = {
  reviewer: {
    ...PEOPLE.orderer,
    sub: 'u-rita',
    name: 'Rita Reviewer',
    username: 'reviewer',
    email: 'rita@example.com',
    roles: ['reviewer' as const],
  },
  orderer: PEOPLE.orderer,
  admin: PEOPLE.admin,
  outsider: {
    ...PEOPLE.orderer,
    sub: 'u-otto',
    name: 'Otto Outsider',
    username: 'outsider',
    email: 'otto@globex.example',
    roles: ['reviewer' as const],
    organisation: 'globex',
  },
};

/** A portal server in server mode on `settings`' database and the stand-in service, its people signed in. */
export async function startReviewServer(service: ReviewService, settings: DatabaseSettings) {
  const database = openDatabase(settings, memoryLogger());
  await database.migrated;
  const bff = await startBff({}, { database, reviewSource: reviewSource(service.url, 5_000) });
  const cookies: Record<string, string> = {};
  for (const [who, user] of Object.entries(REVIEW_PEOPLE)) {
    const organisation = 'organisation' in user ? user.organisation : 'acme';
    cookies[who] = await bff.signIn(user, { accessToken: `token-${who}@${organisation}` });
    await portalCall(bff.url, cookies[who], 'GET', '/bff/session');
  }
  return {
    bff,
    database,
    call: <T = Record<string, unknown>>(
      who: keyof typeof REVIEW_PEOPLE,
      method: string,
      target: string,
      body?: unknown,
    ) => portalCall(bff.url, cookies[who] ?? '', method, target, body) as Promise<{ status: number; body: T }>,
    raw: (who: keyof typeof REVIEW_PEOPLE, target: string) =>
      fetch(`${bff.url}${target}`, { headers: { 'X-Portal-Request': '1', cookie: cookies[who] ?? '' } }),
    stop: async () => {
      await bff.stop();
      await database.close();
    },
  };
}

export type ReviewServer = Awaited<ReturnType<typeof startReviewServer>>;

/** One server on an in-memory PGlite for a test file. */
export function useReviewServer() {
  let service: ReviewService | undefined;
  let server: ReviewServer | undefined;
  beforeAll(async () => {
    service = await reviewService();
    server = await startReviewServer(service, { url: undefined, dir: ':memory:', poolSize: 1 });
  }, 30_000);
  afterAll(async () => {
    await server?.stop();
    await service?.close();
  });
  return {
    get service(): ReviewService {
      if (!service) throw new Error('The service starts in beforeAll');
      return service;
    },
    get server(): ReviewServer {
      if (!server) throw new Error('The portal server starts in beforeAll');
      return server;
    },
  };
}

/** A text of `paragraphs` paragraphs of ten words each (a blank line between): ten words a segment. */
export function tenWordParagraphs(paragraphs: number, word = 'word'): string {
  return Array.from({ length: paragraphs }, (_, i) => `${word}${i} ${`${word} `.repeat(8)}end.`).join('\n\n');
}
