// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newInstantTask } from '#test-support/factories/task';
import { json, sandboxClient, useTestSandbox } from './api.harness';

type Json = Record<string, unknown>;
const s = useTestSandbox();
const { getTask, createTask, completeTask, untilProgress, untilQuotes, setQuote } = sandboxClient(s);

describe('instant translation', () => {
  it('delivers machine translations without quotes; post-editing starts the quote flow for one language', async () => {
    const created = await createTask(newInstantTask());
    const id = String(created.id);
    expect(created).not.toHaveProperty('sourceText');
    expect(created.sourceDocumentIds).toHaveLength(1);
    await completeTask(id);
    await untilProgress(id, 'TRANSLATION_DELIVERED');
    expect(await json<Json[]>(await s.api(`/translationTasks/${id}/quotes`))).toEqual([]);
    const deliveries = await json<Json[]>(await s.api(`/translationTasks/${id}/translationDeliveries`));
    expect(deliveries.map((d) => d.state)).toEqual(['DELIVERED', 'DELIVERED']);
    expect(deliveries[0]).not.toHaveProperty('postEditing');

    const fr = deliveries.find((d) => d.target === 'fr-FR') as Json;
    const patched = await s.api(`/translationDeliveries/${String(fr.id)}`, {
      method: 'PATCH',
      json: { postediting: true },
    });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({ id: fr.id, state: 'DELIVERED', postEditing: true });
    expect((await getTask(id)).progress).toBe('COMPLETE_AND_PREPARED');
    const quotes = await untilQuotes(id, 3);
    expect(new Set(quotes.map((q) => q.target))).toEqual(new Set(['fr-FR']));
    expect(await setQuote(String(quotes[0]?.id), 'ACCEPTED')).toMatchObject({ state: 'ACCEPTED' });
    await untilProgress(id, 'TRANSLATION_DELIVERED');
    const after = await json(await s.api(`/translationDeliveries/${String(fr.id)}`));
    expect(after).toMatchObject({ state: 'DELIVERED', postEditing: true });
  });

  it('with withPostEditing follows the standard quote flow', async () => {
    const created = await createTask({
      source: 'en-US',
      target: ['de-DE'],
      features: ['instant', 'withPostEditing'],
      sourceText: 'Hi there.',
    });
    const id = String(created.id);
    await completeTask(id);
    const quotes = await untilQuotes(id, 4);
    expect(await setQuote(String(quotes[0]?.id), 'ACCEPTED')).toMatchObject({ state: 'ACCEPTED' });
    await untilProgress(id, 'TRANSLATION_DELIVERED');
    const deliveries = await json<Json[]>(await s.api(`/translationTasks/${id}/translationDeliveries`));
    expect(deliveries[0]).toMatchObject({ postEditing: true, state: 'DELIVERED' });
  });

  it('refuses post-editing on a standard task', async () => {
    const seeded = (await json<Json[]>(await s.api('/translationTasks'))).find(
      (t) => t.progress === 'TRANSLATION_DELIVERED' && (t.features as string[])[0] === 'default',
    );
    const deliveries = await json<Json[]>(await s.api(`/translationTasks/${String(seeded?.id)}/translationDeliveries`));
    const res = await s.api(`/translationDeliveries/${String(deliveries[0]?.id)}`, {
      method: 'PATCH',
      json: { postEditing: true },
    });
    expect(res.status).toBe(400);
    expect((await json<Json[]>(res))[0]?.message).toMatch(/instant/);
  });
});
