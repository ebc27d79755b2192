// @vitest-environment node
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { json, startTestSandbox, waitFor } from './api.harness';

type Json = Record<string, unknown>;

describe('durability', () => {
  it('keeps data across a restart and finishes pending scheduled actions', async () => {
    // Slow enough that preparation is still pending when the sandbox stops.
    const first = await startTestSandbox({ timeScale: 0.25 });
    const upload = await first.api('/documents?filename=d.txt', {
      method: 'POST',
      type: 'application/octet-stream',
      body: 'Durable text.',
    });
    const docId = (await json(upload)).id as string;
    const created = await json(
      await first.api('/translationTasks', {
        method: 'POST',
        json: { source: 'en-US', target: ['de-DE'], sourceDocumentIds: [docId] },
      }),
    );
    const id = String(created.id);
    expect(
      await json(await first.api(`/translationTasks/${id}`, { method: 'PATCH', json: { complete: true } })),
    ).toMatchObject({ progress: 'IN_PREPARATION' });
    await first.stop(true);

    const state = JSON.parse(await readFile(path.join(first.dataDir, 'state.json'), 'utf8')) as {
      schedule: { kind: string }[];
    };
    expect(state.schedule.map((a) => a.kind)).toContain('prepare');

    const second = await startTestSandbox({ timeScale: 0.002 }, first.dataDir);
    try {
      expect((await json(await second.api(`/documents/${docId}`))).filename).toBe('d.txt');
      expect(await (await second.api(`/documents/${docId}/content`)).text()).toBe('Durable text.');
      await waitFor(
        async () => (await json(await second.api(`/translationTasks/${id}`))).progress === 'COMPLETE_AND_PREPARED',
        10_000,
        'preparation after restart',
      );
      const seeded = await json<Json[]>(await second.api('/projects'));
      expect(seeded.filter((p) => p.name === 'Marketing website')).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });

  it('starts afresh (keeping the broken file aside) when state.json is not JSON', async () => {
    const first = await startTestSandbox();
    await first.stop(true);
    await writeFile(path.join(first.dataDir, 'state.json'), '{broken');
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const second = await startTestSandbox({}, first.dataDir);
      expect((await second.api('/projects')).status).toBe(200);
      await second.stop();
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});
