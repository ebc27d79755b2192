// @vitest-environment node
/**
 * The sandbox in server mode runs the portal server's sync worker with the realm's sync client and technical
 * user (the password grant): the orders it seeded reach the copy, and the scorecards over the copy count them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskListSchema } from '#contract/task-list';
import { passwordToken } from '#test-support/token-client';
import { until } from '#test-support/until';
import { createApiRouter } from './api/router';
import { browserSignedIn, startSandbox, type RunningSandbox } from './sandbox.harness';

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSandbox({ SANDBOX_BFF: '1', DATABASE_DIR: ':memory:' }, { api: createApiRouter });
});
afterAll(async () => {
  await s.stop();
});

interface Scorecards {
  orders: number;
  copy: { outcome: string } | null;
}

describe('the sync in the sandbox', () => {
  it('copies the organisation’s orders with its own credential', async () => {
    const browser = await browserSignedIn(s.base, s.base, 'orderer');
    const scorecards = async () => {
      const res = await browser.request('/bff/reports/scorecards?from=2000-01-01&to=2100-01-01', {
        headers: { 'X-Portal-Request': '1' },
      });
      return (await res.json()) as Scorecards;
    };
    const synced = await until('the first sync', async () => {
      const answer = await scorecards();
      return answer.copy?.outcome === 'done' ? answer : undefined;
    });
    const token = await passwordToken(s.base, 'orderer');
    const listed = taskListSchema.parse(
      await (
        await fetch(`${s.base}/rest/api/translationTasks/`, { headers: { authorization: `Bearer ${token}` } })
      ).json(),
    );
    const placed = listed.filter((task) => task.complete && task.source !== null);
    expect(placed.length).toBeGreaterThan(0);
    expect(synced.orders).toBe(placed.length);
  }, 60_000);
});
