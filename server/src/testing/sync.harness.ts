/**
 * A stand-in translation service for the sync worker's tests and bench: the API paths the worker reads, over
 * HTTP, answered from what the test put in (orders as the specification lists them, their quotes, enquiries,
 * deliveries, translated documents and analyses), a token endpoint for the service credential, a log of the
 * paths asked, and ways to make it fail or wait. A cancelled order leaves the list, as at the service.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { wireTask } from '#test-support/factories/task';
import { serviceCredential } from '../sync/service-credential';
import { serviceReader } from '../sync/service-reader';
import type { ClientAuth } from '../sync-settings';

type Wire = Record<string, unknown>;

export const SYNC_CLIENT = { id: 'portal-sync', secret: 'portal-sync-secret' } as const;
export const SYNC_USER = { username: 'sync', password: 'sync-password' } as const;

export interface FakeService {
  /** The API root (`…/rest/api`) and the token endpoint. */
  apiUrl: string;
  tokenUrl: string;
  tasks: Map<string, Wire>;
  /** Per task: its quotes, enquiries, deliveries, translated documents and analyses, as the service sends them. */
  quotes: Map<string, Wire[]>;
  enquiries: Map<string, Wire[]>;
  deliveries: Map<string, Wire[]>;
  documents: Map<string, Wire[]>;
  analyses: Map<string, Wire[]>;
  /** The API paths asked, in order (the token endpoint's not). */
  requests: string[];
  /** After `n` more API requests, every one is answered 500 until `failAfter(undefined)`. */
  failAfter(n: number | undefined): void;
  /** The next task list waits until the returned function is called; `asked` resolves when it is asked for. */
  holdList(): { asked: Promise<void>; release: () => void };
  stop(): Promise<void>;
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  const bytes = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(bytes) });
  res.end(bytes);
}

function tokenAnswer(req: http.IncomingMessage, form: URLSearchParams) {
  const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const [id, secret] = basic
    ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
    : [form.get('client_id'), form.get('client_secret')];
  if (id !== SYNC_CLIENT.id || secret !== SYNC_CLIENT.secret) return undefined;
  const grant = form.get('grant_type');
  const user = form.get('username') === SYNC_USER.username && form.get('password') === SYNC_USER.password;
  if (grant === 'client_credentials' || (grant === 'password' && user)) return 'fake-sync-token';
  return undefined;
}

export async function startFakeService(): Promise<FakeService> {
  const tasks = new Map<string, Wire>();
  const lists = {
    quotes: new Map<string, Wire[]>(),
    quoteEnquiries: new Map<string, Wire[]>(),
    translationDeliveries: new Map<string, Wire[]>(),
    targetDocuments: new Map<string, Wire[]>(),
    analysis: new Map<string, Wire[]>(),
  };
  const requests: string[] = [];
  let failIn: number | undefined;
  let hold: { arrived: () => void; released: Promise<void> } | undefined;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (req.method === 'POST' && path === '/token') {
        const token = tokenAnswer(req, new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        if (token) send(res, 200, { access_token: token, token_type: 'bearer', expires_in: 300 });
        else send(res, 401, { error: 'invalid_client' });
        return;
      }
      const api = path.replace(/^\/rest\/api/, '');
      requests.push(api);
      if (req.headers.authorization !== 'Bearer fake-sync-token') return send(res, 401, { message: 'Unauthorized' });
      if (failIn !== undefined && failIn-- <= 0) return send(res, 500, { message: 'The service is down' });
      if (api === '/translationTasks/') {
        const answer = () =>
          send(
            res,
            200,
            [...tasks.values()].filter((task) => task.cancelled !== true),
          );
        if (!hold) return answer();
        const { arrived, released } = hold;
        hold = undefined;
        arrived();
        void released.then(answer);
        return;
      }
      const match = /^\/translationTasks\/([^/]+)(?:\/([A-Za-z]+))?$/.exec(api);
      const task = match ? tasks.get(decodeURIComponent(match[1] ?? '')) : undefined;
      if (!match || !task) return send(res, 404, { message: 'Not found' });
      const list = match[2];
      if (list === undefined) return send(res, 200, task);
      const of = lists[list as keyof typeof lists] as Map<string, Wire[]> | undefined;
      if (!of) return send(res, 404, { message: 'Not found' });
      send(res, 200, of.get(String(task.id)) ?? []);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    apiUrl: `${origin}/rest/api`,
    tokenUrl: `${origin}/token`,
    tasks,
    quotes: lists.quotes,
    enquiries: lists.quoteEnquiries,
    deliveries: lists.translationDeliveries,
    documents: lists.targetDocuments,
    analyses: lists.analysis,
    requests,
    failAfter(n) {
      failIn = n;
    },
    holdList() {
      let arrived!: () => void;
      let release!: () => void;
      const asked = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { arrived, released };
      return { asked, release };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The worker's reader of the stand-in, with its client (`basic`: token form A) and, by default, its technical user. */
export function fakeServiceReader(
  service: FakeService,
  clientAuth: ClientAuth = 'post',
  user: typeof SYNC_USER | undefined = SYNC_USER,
) {
  return serviceReader(
    service.apiUrl,
    5_000,
    serviceCredential({
      tokenUrl: service.tokenUrl,
      clientId: SYNC_CLIENT.id,
      clientSecret: SYNC_CLIENT.secret,
      clientAuth,
      user,
    }),
  );
}

export interface SeededOrder {
  id: string;
  /** The vendors asked, each quoting once for the order's one target language. */
  vendors: string[];
  /** The vendor whose quote was accepted, or null while the quotes are open. */
  winner: string | null;
  delivered: boolean;
}

const VENDORS = ['Lingua Services GmbH', 'Babel Partners', 'Polyglot Ltd', 'Verbatim SA', 'Wordsmiths Inc'];
const TARGETS = ['de-DE', 'fr-FR', 'it-IT'];

/**
 * `count` orders from English, one target language each, created an hour apart before `until`: three vendors
 * asked and quoting each, in words; two orders in three decided (one quote accepted, the others rejected)
 * and of those every other delivered, with a deadline and the delivered document's time; the rest quoting.
 */
export function seedOrders(service: FakeService, count: number, until = Date.parse('2026-11-01T00:00:00Z')) {
  const seeded: SeededOrder[] = [];
  for (let i = 0; i < count; i++) {
    const id = `t${String(i).padStart(6, '0')}`;
    const created = until - (count - i) * 3_600_000;
    const target = TARGETS[i % TARGETS.length] ?? 'de-DE';
    const vendors = [0, 1, 2].map((k) => VENDORS[(i + k) % VENDORS.length] ?? '');
    const decided = i % 3 !== 2;
    const winner = decided ? (vendors[i % 3] ?? null) : null;
    const delivered = decided && i % 2 === 0;
    const at = (hours: number) => new Date(created + hours * 3_600_000).toISOString();
    const quoteIds = vendors.map((_, k) => `${id}-q${k}`);
    service.tasks.set(
      id,
      wireTask({
        id,
        target: [target],
        createdAt: at(0),
        desiredDeadline: delivered ? at(72) : null,
        complete: true,
        preparationComplete: true,
        progress: delivered ? 'TRANSLATION_DELIVERED' : decided ? 'ORDER_CONFIRMED' : 'COMPLETE_AND_PREPARED',
        quoteIds,
      }),
    );
    service.enquiries.set(
      id,
      vendors.map((vendor, k) => ({
        id: `${id}-e${k}`,
        authorizationKey: 'key',
        quotesFetched: true,
        createdAt: at(0.1),
        lspVendorId: `lsp-${VENDORS.indexOf(vendor)}`,
        lspVendorName: vendor,
        translationTaskId: id,
        target,
      })),
    );
    service.quotes.set(
      id,
      vendors.map((vendor, k) => ({
        id: quoteIds[k],
        state: winner === null ? 'OFFERED' : vendor === winner ? 'ACCEPTED' : 'REJECTED',
        number: `Q-${id}-${k}`,
        price: {
          netAmount: `${100 + ((i * 7 + k * 13) % 50)}.50`,
          vatPercentage: '19',
          currency: 'EUR',
          vatAmount: '19.00',
          grossAmount: `${119 + ((i * 7 + k * 13) % 50)}.50`,
        },
        target,
        textAmount: { type: 'words', amount: 1000 + (i % 500), discountedAmount: 900 },
        createdAt: at(2 + k),
        ...(vendor === winner ? { orderNumber: `O-${id}` } : {}),
        supplierName: vendor,
        tapQuoteEnquiryId: `${id}-e${k}`,
        translationTaskId: id,
      })),
    );
    if (winner !== null) {
      const documentId = `${id}-doc`;
      service.deliveries.set(id, [
        {
          id: `${id}-d`,
          state: delivered ? 'DELIVERED' : 'NEW',
          target,
          translationTaskId: id,
          targetDocumentIds: delivered ? [documentId] : [],
        },
      ]);
      if (delivered)
        service.documents.set(id, [
          {
            id: documentId,
            length: 10,
            filename: 'a.txt',
            createdAt: at(48 + (i % 48)),
            metadata: { targetLanguage: target },
          },
        ]);
    }
    seeded.push({ id, vendors, winner, delivered });
  }
  return seeded;
}
