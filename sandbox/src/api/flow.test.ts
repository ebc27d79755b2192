// @vitest-environment node
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { json, sandboxClient, useTestSandbox, waitFor } from './api.harness';

type Json = Record<string, unknown>;
const s = useTestSandbox();
const { getTask, uploadText, createTask, completeTask, untilProgress, untilQuotes, raw } = sandboxClient(s);
/** The status of a quote decision the service may refuse. */
const decide = async (quoteId: string | undefined, state: string) =>
  (await raw('PATCH', `/quotes/${String(quoteId)}`, { json: { state } })).status;

describe('standard translation', () => {
  it('goes from NEW to TRANSLATION_DELIVERED with quotes, deliveries and a zip', async () => {
    const docId = (await uploadText('welcome.txt', 'Hello world.\nSave {0} files now.\n')).id;
    const created = await createTask({ source: 'en-US', target: ['de-DE', 'es-ES'], sourceDocumentIds: [docId] });
    expect(created).toMatchObject({
      progress: 'NEW',
      complete: false,
      workflowConfig: { mode: 'AUTO' },
      features: ['default'],
      email: 'orderer@example.com',
    });

    const completed = await json(
      await s.api(`/translationTasks/${String(created.id)}`, { method: 'PATCH', json: { complete: true } }),
    );
    expect(completed).toMatchObject({ complete: true, progress: 'IN_PREPARATION' });
    const id = String(created.id);

    await untilProgress(id, 'COMPLETE_AND_PREPARED');
    const enquiries = await json<Json[]>(await s.api(`/translationTasks/${id}/quoteEnquiries`));
    expect(enquiries).toHaveLength(6);
    // Lingua: 2 quotes x 2 languages, Northwind 1 x 2, Polyglot only de-DE.
    const quotes = await waitFor(async () => {
      const list = await json<Json[]>(await s.api(`/translationTasks/${id}/quotes`));
      return list.length === 7 ? list : undefined;
    });
    // Polyglot does not offer Spanish: it answers without a quote (fetched, none of its quotes), never left open.
    const answered = await waitFor(async () => {
      const list = await json<Json[]>(await s.api(`/translationTasks/${id}/quoteEnquiries`));
      return list.every((e) => e.quotesFetched === true) ? list : undefined;
    });
    const polyglotEs = answered.find((e) => e.lspVendorId === 'lsp-polyglot' && e.target === 'es-ES');
    expect(polyglotEs?.quotesFetched).toBe(true);
    expect(quotes.filter((q) => q.tapQuoteEnquiryId === polyglotEs?.id)).toEqual([]);
    expect((await json<Json[]>(await s.api(`/translationTasks/${id}/quotes`))).length).toBe(7);
    const de = quotes.filter((q) => q.target === 'de-DE');
    const chosen = de[0] as Json;
    expect(chosen.price).toMatchObject({ netAmount: expect.stringMatching(/^\d+\.\d{2,4}$/) as string });

    const accepted = await json(
      await s.api(`/quotes/${String(chosen.id)}`, { method: 'PATCH', json: { state: 'ACCEPTED' } }),
    );
    expect(accepted).toMatchObject({ state: 'ACCEPTED', orderNumber: expect.any(String) as string });
    expect(['QUOTE_ACCEPTED', 'ACCEPTED_QUOTE_SUBMITTED', 'ORDER_CONFIRMED']).toContain((await getTask(id)).progress);
    const others = await json<Json[]>(await s.api(`/translationTasks/${id}/quotes`));
    for (const q of others.filter((q) => q.target === 'de-DE' && q.id !== chosen.id)) expect(q.state).toBe('REJECTED');

    const rejectAccepted = await s.api(`/quotes/${String(chosen.id)}`, {
      method: 'PATCH',
      json: { state: 'REJECTED' },
    });
    expect(rejectAccepted.status).toBe(400);
    expect((await json<Json[]>(rejectAccepted))[0]?.message).toMatch(/cannot be rejected/);

    const done = await untilProgress(id, 'TRANSLATION_DELIVERED');
    expect(done.quoteIds).toHaveLength(7);
    const deliveries = await json<Json[]>(await s.api(`/translationTasks/${id}/translationDeliveries`));
    expect(deliveries).toEqual([expect.objectContaining({ state: 'DELIVERED', target: 'de-DE' })]);
    const targets = await json<Json[]>(await s.api(`/translationTasks/${id}/targetDocuments`));
    expect(targets).toEqual([
      expect.objectContaining({
        filename: 'welcome.txt',
        aliases: null,
        metadata: expect.objectContaining({ type: 'target', targetLanguage: 'de-DE' }) as unknown,
      }),
    ]);
    const content = await (await s.api(`/documents/${String(targets[0]?.id)}/content`)).text();
    // The two lines are one paragraph: translated line by line, the break kept.
    expect(content).toBe('[de-DE] Ĥéļļó ŵóŕļđ.\nŠáṽé {0} ƒíļéš ñóŵ.\n');

    const zipResponse = await s.api(`/translationTasks/${id}/targetDocuments/content`);
    expect(zipResponse.headers.get('content-type')).toBe('application/zip');
    const zip = await JSZip.loadAsync(await zipResponse.arrayBuffer());
    expect(Object.keys(zip.files)).toEqual(['de-DE/welcome.de-DE.txt']);
    expect(await zip.file('de-DE/welcome.de-DE.txt')?.async('string')).toBe(content);

    const analyses = await json<Json[]>(await s.api(`/translationTasks/${id}/analysis`));
    expect(analyses[0]).toMatchObject({ state: 'ANALYZED' });
  });
});

describe('cancellation', () => {
  it('cancels an ordered task before delivery; it leaves the list but stays readable', async () => {
    const docId = (await uploadText('c.txt', 'Cancel me.')).id;
    const created = await createTask({ source: 'en-US', target: ['de-DE'], sourceDocumentIds: [docId] });
    const id = String(created.id);
    await completeTask(id);
    const quotes = await untilQuotes(id, 4);
    expect(await decide(quotes[0]?.id, 'ACCEPTED')).toBe(200);
    const res = await s.api(`/translationTasks/${id}`, { method: 'PATCH', json: { cancelled: true } });
    expect(await json(res)).toMatchObject({ cancelled: true, progress: 'TASK_CANCELLED' });
    const list = await json<Json[]>(await s.api('/translationTasks'));
    expect(list.some((t) => t.id === id)).toBe(false);
    expect((await s.api(`/translationTasks/${id}`)).status).toBe(200);
    expect(await json(await s.api(`/quotes/${String(quotes[0]?.id)}`))).toMatchObject({ state: 'CANCELLED' });
  });

  it('refuses to cancel a delivered task and points to the quote', async () => {
    const seeded = (await json<Json[]>(await s.api('/translationTasks'))).find(
      (t) => t.progress === 'TRANSLATION_DELIVERED',
    );
    const res = await s.api(`/translationTasks/${String(seeded?.id)}`, { method: 'PATCH', json: { cancelled: true } });
    expect(res.status).toBe(400);
    expect((await json<Json[]>(res))[0]?.message).toMatch(/cancel the accepted quote/);
  });

  it('cancels an accepted quote before delivery: back to COMPLETE_AND_PREPARED, delivery removed', async () => {
    const docId = (await uploadText('q.txt', 'Quote me.')).id;
    const id = String((await createTask({ source: 'en-US', target: ['fr-FR'], sourceDocumentIds: [docId] })).id);
    await completeTask(id);
    const quotes = await untilQuotes(id, 4);
    const offered = quotes[1]?.id;
    expect(await decide(offered, 'REJECTED')).toBe(200);
    expect(await decide(offered, 'ACCEPTED')).toBe(400);
    expect(await decide(quotes[0]?.id, 'CANCELLED')).toBe(400);
    expect(await decide(quotes[0]?.id, 'ACCEPTED')).toBe(200);
    expect(await decide(quotes[0]?.id, 'CANCELLED')).toBe(200);
    const t = await getTask(id);
    expect(t.progress).toBe('COMPLETE_AND_PREPARED');
    expect(await json(await s.api(`/translationTasks/${id}/translationDeliveries`))).toEqual([]);
  });
});

describe('review', () => {
  it('keeps a delivery IN_REVIEW for a project with withReview until the sandbox approves it', async () => {
    const project = await json(
      await s.api('/projects', { method: 'POST', as: 'admin', json: { name: 'Reviewed', withReview: true } }),
    );
    expect(project.withReview).toEqual([]);
    const docId = (await uploadText('r.txt', 'Review me.')).id;
    const id = String(
      (
        await createTask({
          source: 'en-US',
          target: ['de-DE'],
          projectId: String(project.id),
          sourceDocumentIds: [docId],
        })
      ).id,
    );
    await completeTask(id);
    const quotes = await untilQuotes(id, 3);
    expect(await decide(quotes[0]?.id, 'ACCEPTED')).toBe(200);
    await untilProgress(id, 'IN_REVIEW');
    const reviews = await json<Json[]>(await s.api(`/translationTasks/${id}/documentReviews`));
    expect(reviews[0]).toMatchObject({ state: 'IN_REVIEW', target: 'de-DE' });
    // It says when the sandbox approves by itself: after the review time, counted from the record's creation.
    const created = Date.parse(String(reviews[0]?.createdAt));
    const due = Date.parse(String(reviews[0]?.autoApprovalAt));
    expect(due).toBeGreaterThan(created);
    await untilProgress(id, 'TRANSLATION_DELIVERED');
    const approved = await json<Json[]>(await s.api(`/translationTasks/${id}/documentReviews`));
    expect(approved[0]).toMatchObject({ state: 'APPROVED', autoApprovalAt: reviews[0]?.autoApprovalAt });
    expect(Date.parse(String(approved[0]?.approvedAt))).toBeGreaterThanOrEqual(due);
    const mails = await json<Json[]>(await fetch(`${s.base}/sandbox/outbox?taskId=${id}`));
    expect(mails).toEqual([
      expect.objectContaining({ kind: 'delivery', to: ['orderer@example.com'], attachments: [] }),
    ]);
  });
});

describe('notifications', () => {
  it('sends one quotation email per round to the configured, de-duplicated receivers', async () => {
    const project = await json(
      await s.api('/projects', {
        method: 'POST',
        as: 'admin',
        json: {
          name: 'Notified',
          lspVendorIds: ['lsp-northwind'],
          notifications: {
            quotation: {
              receiverTypes: { USER: true, TRANSLATION_TASK: true, ADDITIONAL: true },
              additionalEmails: ['orderer@example.com', 'pm@example.com'],
            },
            delivery: {
              receiverTypes: { ADDITIONAL: true },
              additionalEmails: ['pm@example.com'],
              shouldAttachTargetDocuments: true,
            },
          },
        },
      }),
    );
    const docId = (await uploadText('n.txt', 'Notify me.')).id;
    const id = String(
      (
        await createTask({
          source: 'en-US',
          target: ['de-DE', 'fr-FR'],
          projectId: String(project.id),
          sourceDocumentIds: [docId],
          email: 'task@example.com',
        })
      ).id,
    );
    await completeTask(id);
    const quotes = await untilQuotes(id, 2);
    const mails = await waitFor(async () => {
      const list = await json<Json[]>(await fetch(`${s.base}/sandbox/outbox?taskId=${id}`));
      return list.length > 0 ? list : undefined;
    });
    expect(mails).toEqual([
      expect.objectContaining({
        kind: 'quotation',
        to: ['orderer@example.com', 'task@example.com', 'pm@example.com'],
        projectId: project.id,
        attachments: [],
      }),
    ]);
    expect(await decide(quotes[0]?.id, 'ACCEPTED')).toBe(200);
    await untilProgress(id, 'TRANSLATION_DELIVERED');
    const all = await json<Json[]>(await fetch(`${s.base}/sandbox/outbox?taskId=${id}`));
    expect(all[1]).toMatchObject({ kind: 'delivery', to: ['pm@example.com'], attachments: ['n.txt'] });
  });
});
