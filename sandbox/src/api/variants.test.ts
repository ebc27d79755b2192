// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, useTestSandbox } from './api.harness';

type Json = Record<string, unknown>;
const s = useTestSandbox({ variants: true });

describe('documented variants', () => {
  it('uses _id, a single target string, TASK_COMPLETE, enquiries without target and postediting', async () => {
    const doc = await json(
      await s.api('/documents?filename=v.txt', { method: 'POST', type: 'application/octet-stream', body: 'V.' }),
    );
    expect(doc._id).toEqual(expect.any(String));
    expect(doc).not.toHaveProperty('id');
    const task = await json(
      await s.api('/translationTasks', {
        method: 'POST',
        json: { source: 'en-US', target: ['de-DE'], features: ['instant'], sourceText: 'Hi.' },
      }),
    );
    expect(task.target).toBe('de-DE');
    const tasks = await json<Json[]>(await s.api('/translationTasks'));
    const seeded = tasks.find((t) => t.progress === 'TRANSLATION_DELIVERED');
    expect(seeded?.target).toEqual(['de-DE', 'fr-FR']);
    const enquiries = await json<Json[]>(await s.api(`/translationTasks/${String(seeded?.id)}/quoteEnquiries`));
    expect(enquiries[0]).not.toHaveProperty('target');
    const id = String(task.id);
    await s.api(`/translationTasks/${id}`, { method: 'PATCH', json: { complete: true } });
    let progress = '';
    for (let i = 0; i < 200 && progress !== 'TRANSLATION_DELIVERED'; i++) {
      progress = String((await json(await s.api(`/translationTasks/${id}`))).progress);
      expect(progress).not.toBe('COMPLETE_AND_PREPARED');
      await new Promise((r) => setTimeout(r, 5));
    }
    const deliveries = await json<Json[]>(await s.api(`/translationTasks/${id}/translationDeliveries`));
    const patched = await json(
      await s.api(`/translationDeliveries/${String(deliveries[0]?.id)}`, {
        method: 'PATCH',
        json: { postEditing: true },
      }),
    );
    expect(patched.postediting).toBe(true);
    expect((await json(await s.api(`/translationTasks/${id}`))).progress).toBe('TASK_COMPLETE');
  });
});
