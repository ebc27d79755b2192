/**
 * The figures of `npm run bench`'s approvals entry (e2e/bench/approvals.mjs); figures, never a pass or fail.
 * - What the approval check adds to a proxied quote PATCH: `PATCH /rest/api/quotes/{id}` ACCEPTED (a quote under
 *   the bands: the check reads the quote and its order from the service, assesses and claims it, records the
 *   acceptance after, and tells the copy of the service's facts once the answer is sent) against a proxied PATCH
 *   the check lets through untouched (an order's comment), one request at a time, alternating, each pair once the
 *   copy has the last acceptance, on PGlite and on PostgreSQL. The service is a stand-in that answers at once.
 * - The audit page's filters over 1,000,000 entries on PostgreSQL: `GET /bff/audit?…` as the page asks it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { buildQuote } from '#test-support/factories/quote';
import { buildQuotingTask } from '#test-support/factories/task';
import { translationService } from '../approvals/service';
import { openDatabase, type DatabaseSettings, type PortalDatabase } from '../db/database';
import { closeHttp, listenHttp } from '../listen';
import { startBff } from './bff-server.harness';
import { startPostgres } from './postgres.harness';
import { memoryLogger } from './server.harness';

const OWN_PAGE = { 'X-Portal-Request': '1', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };

/** A stand-in service: any quote is offered (10 EUR, its own order), any order is quoting. */
async function standInService() {
  const server = await listenHttp(
    (req, res) => {
      const [kind = '', id = ''] = (req.url ?? '').split('/').filter(Boolean).slice(1);
      const body =
        kind === 'quotes'
          ? buildQuote({ id, translationTaskId: `t-${id}`, price: { netAmount: '10.00', currency: 'EUR' } })
          : buildQuotingTask({ id: decodeURIComponent(id) });
      res.setHeader('content-type', 'application/json').end(JSON.stringify(body));
    },
    0,
    '127.0.0.1',
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, close: () => closeHttp(server) };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
function send(url: string, method: string, cookie: string, body?: unknown): Promise<{ status: number; ms: number }> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: { ...OWN_PAGE, cookie } }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
      );
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** A statement as the figures name it: its first words, parameters and all. */
const statementName = (text: string) => text.replace(/\s+/g, ' ').slice(0, 70);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Marks the bench's own statements, which the figures leave out. */
const OWN = '/* bench: settled */';

/** Until the copy of the service's facts has the quote accepted: what the acceptance did after its answer is done. */
async function settled(db: PortalDatabase['db'], quoteId: string) {
  for (let i = 0; i < 1000; i++) {
    const { rows } = await sql`select 1 ${sql.raw(OWN)} from service_quotes
      where organisation = 'acme' and id = ${quoteId} and state = 'ACCEPTED'`.execute(db);
    if (rows.length > 0) break;
    await sleep(1);
  }
  // The commit's own report to the observer follows its effect by a moment.
  await sleep(2);
}

/**
 * p50 and p99 of the plain and the checked PATCH, `rounds` of each, alternating; the statements the checked one
 * sent to the database (the same in each round), with each one's time there.
 */
async function checkCost(settings: DatabaseSettings, rounds: number, service: string) {
  let seen: { sql: string; ms: number }[] = [];
  const database = openDatabase(settings, memoryLogger(), (text, took) => seen.push({ sql: text, ms: took }));
  await database.migrated;
  const bff = await startBff({ REFERENCE_CURRENCY: 'EUR' }, { database, service: translationService(service, 10_000) });
  const cookie = await bff.signIn({ sub: 'u-bench', roles: ['orderer'], organisation: 'acme' });
  const plain: number[] = [];
  const checked: number[] = [];
  const statements = new Map<string, number[]>();
  const run = `${Date.now().toString(36)}`;
  try {
    for (let i = 0; i < rounds + 100; i++) {
      const a = await send(`${bff.url}/rest/api/translationTasks/t-${run}-${i}`, 'PATCH', cookie, { comment: 'x' });
      seen = [];
      const b = await send(`${bff.url}/rest/api/quotes/q-${run}-${i}`, 'PATCH', cookie, { state: 'ACCEPTED' });
      if (a.status !== 200 || b.status !== 200) throw new Error(`PATCH answered ${a.status} and ${b.status}`);
      // What the acceptance does after its answer (the copy's writes) is done before the next pair is timed:
      // on PGlite it runs on this thread, and would be counted against the next PATCH, plain or checked.
      await settled(database.db, `q-${run}-${i}`);
      if (i < 100) continue; // warm-up
      plain.push(a.ms);
      checked.push(b.ms);
      seen
        .filter(({ sql: text }) => !text.includes(OWN))
        .forEach(({ sql: text, ms: took }, n) => {
          const name = `${n + 1}. ${statementName(text)}`;
          statements.set(name, [...(statements.get(name) ?? []), took]);
        });
    }
  } finally {
    await bff.stop();
    await database.close();
  }
  return { plain, checked, statements };
}

/** 1,000,000 entries over a year: six actions, fifty people, 100,000 orders, twenty projects. */
async function fillAudit(db: ReturnType<typeof openDatabase>['db']) {
  await sql`
    insert into audit_log (organisation, at, action, actor_sub, actor_name, task_id, project_id, quote_id,
                           amount, currency, reason_code, reason_text, details)
    select 'acme', now() - make_interval(secs => i * 30),
           (array['quote.accepted','quote.rejected','approval.requested','approval.granted','approval.declined',
                  'order.placed'])[1 + i % 6],
           'u-' || (i % 50), 'Person ' || (i % 50), 't-' || (i % 100000), 'p-' || (i % 20), 'q-' || i,
           (i % 5000)::numeric, 'EUR', case when i % 6 = 4 then 'over-budget' end,
           case when i % 6 = 4 then 'Q4 budget spent' end, '{}'::jsonb
    from generate_series(1, 1000000) as i`.execute(db);
  await sql`analyze audit_log`.execute(db);
}

/** `checkOnly`: the PATCH figures alone, without filling and filtering the audit log (a minute or more). */
export async function runApprovalsBench(quick: boolean, checkOnly = false): Promise<[string, string][]> {
  const rounds = quick ? 300 : 2000;
  const service = await standInService();
  const postgres = await startPostgres();
  const figures: [string, string][] = [];
  try {
    for (const [engine, settings] of [
      ['PGlite', { url: undefined, dir: ':memory:', poolSize: 1 }],
      ['PostgreSQL', { url: postgres.url, dir: '', poolSize: 10 }],
    ] as const) {
      const { plain, checked, statements } = await checkCost(settings, rounds, service.url);
      const added = percentile(checked, 99) - percentile(plain, 99);
      figures.push([
        `quote PATCH, ${engine} (${rounds} each)`,
        `p50 ${ms(percentile(plain, 50))} → ${ms(percentile(checked, 50))}, p95 ${ms(percentile(plain, 95))} → ${ms(percentile(checked, 95))}, p99 ${ms(percentile(plain, 99))} → ${ms(percentile(checked, 99))}: the check adds ${ms(added)} at p99 (target < 5 ms)`,
      ]);
      figures.push([
        `its statements, ${engine}`,
        `${statements.size} per accepted PATCH (those after the one that marks it accepted run after the answer); ${[...statements].map(([name, times]) => `${name}: p50 ${ms(percentile(times, 50))}`).join('; ')}`,
      ]);
    }

    if (checkOnly) return figures;
    const database = openDatabase({ url: postgres.url, dir: '', poolSize: 10 }, memoryLogger());
    await database.migrated;
    const filling = Date.now();
    await fillAudit(database.db);
    figures.push([
      'audit_log filled (PostgreSQL)',
      `1,000,000 entries in ${((Date.now() - filling) / 1000).toFixed(1)} s`,
    ]);
    const bff = await startBff({}, { database });
    const cookie = await bff.signIn({ sub: 'u-admin', roles: ['admin'], organisation: 'acme' });
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const filters: [string, string][] = [
      ['none (newest 50)', ''],
      ['decision', 'action=approval.declined'],
      ['order', 'taskId=t-4242'],
      ['project', 'projectId=p-7'],
      ['a week, 100 days ago', `from=${day(107)}&to=${day(100)}`],
      ['decision in a week', `action=approval.declined&from=${day(107)}&to=${day(100)}`],
      ['project and decision', 'projectId=p-7&action=quote.rejected'],
    ];
    try {
      for (const [name, query] of filters) {
        const times: number[] = [];
        for (let i = 0; i < (quick ? 20 : 60); i++) {
          const answer = await send(`${bff.url}/bff/audit?${query}`, 'GET', cookie);
          if (answer.status !== 200) throw new Error(`GET /bff/audit?${query} answered ${answer.status}`);
          if (i >= 5) times.push(answer.ms);
        }
        figures.push([
          `audit page, 1,000,000 entries: ${name}`,
          `p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))} (target < 200 ms)`,
        ]);
      }
    } finally {
      await bff.stop();
      await database.close();
    }
  } finally {
    await postgres.stop();
    await service.close();
    agent.destroy();
  }
  return figures;
}
