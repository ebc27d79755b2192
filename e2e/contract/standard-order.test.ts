// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import JSZip from 'jszip';
import { analysisRefetchInterval } from '#portal/lib/api/analysis/analysis-polling.ts';
import { getAnalysis, getTaskAnalyses, runAnalysis } from '#portal/lib/api/analysis/analysis-api.ts';
import {
  downloadTargetDocumentsZip,
  getDelivery,
  getTargetDocuments,
  getTaskDeliveries,
} from '#portal/lib/api/deliveries/delivery-api.ts';
import { deleteDocument, downloadDocument, getDocument, getDocuments } from '#portal/lib/api/documents/document-api.ts';
import { documentQueries } from '#portal/lib/api/documents/document-queries.ts';
import {
  getAcceptedQuotes,
  getQuote,
  getQuoteEnquiries,
  getTaskQuotes,
  updateQuoteState,
} from '#portal/lib/api/quotes/quote-api.ts';
import { quotesRefetchInterval } from '#portal/lib/api/quotes/quote-polling.ts';
import {
  addSourceDocuments,
  createTask,
  deleteTask,
  getPreparationRecords,
  getSourceDocuments,
  getTask,
  getTasks,
  removeSourceDocument,
  updateTask,
} from '#portal/lib/api/tasks/task-api.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { getReviewRecords } from '#portal/lib/api/deliveries/review-records.ts';
import { newTask } from '#test-support/factories/task';
import { failure } from '#portal/test/api.harness.ts';
import { uploadByReference, uploadFile } from '#portal/lib/api/file-upload.ts';
import { configureApiClient } from '#portal/lib/api/http-client.ts';
import { deliveriesRefetchInterval, taskRefetchInterval } from '#portal/lib/task-lifecycle/polling.ts';
import { describeAgainstSandbox, pollUntilSettled, startRealSandbox, type RealSandbox } from './real-sandbox.harness';

describeAgainstSandbox('standard order', (_mode, variants) => {
  let sandbox: RealSandbox;
  let token = '';

  beforeAll(async () => {
    sandbox = await startRealSandbox(variants);
    token = await sandbox.token('orderer');
  }, 60_000);
  beforeEach(() => {
    configureApiClient({ baseUrl: sandbox.origin, getAccessToken: () => Promise.resolve(token) });
  });
  afterAll(async () => {
    await sandbox.stop();
  });

  it('uploads, lists, reads, downloads and deletes documents', async () => {
    const progress: Array<[number, number]> = [];
    const uploaded = await uploadFile(new File(['Hello world.\n'], 'hello world.txt', { type: 'text/plain' }), {
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(uploaded).toMatchObject({ filename: 'hello world.txt', length: 13 });
    expect(progress.at(-1)).toEqual([13, 13]);

    const listed = await new QueryClient().fetchQuery(documentQueries.list());
    expect(listed.some((d) => d.id === uploaded.id)).toBe(true);
    expect((await getDocuments()).length).toBe(listed.length);
    const single = await getDocument(uploaded.id);
    expect(single.id).toBe(uploaded.id);

    const { blob, filename } = await downloadDocument(uploaded.id);
    expect(filename).toBe('hello world.txt');
    expect(await blob.text()).toBe('Hello world.\n');

    const byReference = await uploadByReference({
      filename: 'outbox.json',
      contentUri: `${sandbox.origin}/sandbox/outbox`,
    });
    expect(byReference).toMatchObject({ filename: 'outbox.json' });

    await deleteDocument(byReference.id);
    expect((await failure(getDocument(byReference.id))).status).toBe(404);
  });

  it('cancels an upload through its signal', async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await failure(uploadFile(new Blob(['x']), { filename: 'x.txt', signal: controller.signal }))).kind).toBe(
      'aborted',
    );
  });

  it('runs a task from draft to delivery with quotes, deliveries, target documents and analysis', async () => {
    const first = await uploadFile(new File(['Good morning.\nSave {0} files now.\n'], 'welcome.txt'));
    const second = await uploadFile(new File(['Extra.\n'], 'extra.txt'));

    const created = await createTask(newTask({ tags: [`contract-${_mode}`] }));
    expect(created).toMatchObject({ progress: 'NEW', complete: false, target: ['de-DE'], features: ['default'] });
    expect(taskRefetchInterval(created)).toBe(false);
    const id = created.id;
    expect((await getTasks()).some((t) => t.id === id)).toBe(true);
    expect((await new QueryClient().fetchQuery(taskQueries.detail(id))).id).toBe(id);

    const incomplete = await failure(updateTask(id, { complete: true }));
    expect(incomplete.status).toBe(400);
    expect(incomplete.fieldErrors).toContainEqual(
      expect.objectContaining({ rule: 'minCount', field: 'sourceDocumentIds' }),
    );

    expect(await updateTask(id, { comment: 'Formal tone' })).toMatchObject({ comment: 'Formal tone' });
    expect(await addSourceDocuments(id, [first.id, second.id])).toEqual(expect.arrayContaining([first.id]));
    expect((await getSourceDocuments(id)).map((d) => d.id).sort()).toEqual([first.id, second.id].sort());
    expect(await removeSourceDocument(id, second.id)).toBe(second.id);
    expect((await getSourceDocuments(id)).map((d) => d.id)).toEqual([first.id]);

    const completed = await updateTask(id, { complete: true });
    expect(completed.complete).toBe(true);
    const prepared = await pollUntilSettled(
      () => getTask(id),
      (t) => taskRefetchInterval(t),
    );
    expect(prepared.progress).toBe('COMPLETE_AND_PREPARED');
    expect(prepared.preparationComplete).toBe(true);

    const { enquiries, quotes } = await pollUntilSettled(
      async () => ({ enquiries: await getQuoteEnquiries(id), quotes: await getTaskQuotes(id) }),
      (d) => quotesRefetchInterval(d.enquiries, d.quotes),
    );
    expect(enquiries.length).toBeGreaterThan(0);
    expect(enquiries.every((e) => e.quotesFetched)).toBe(true);
    if (variants) expect(enquiries.every((e) => e.target === undefined)).toBe(true);
    else expect(enquiries.every((e) => e.target === 'de-DE')).toBe(true);
    expect(quotes.length).toBeGreaterThan(1);
    expect(quotes[0]?.price.netAmount).toMatch(/^\d+(\.\d{1,4})?$/);
    expect(taskRefetchInterval(await getTask(id), enquiries)).toBe(false);

    const [chosen, other] = quotes;
    if (!chosen || !other) throw new Error('expected at least two quotes');
    expect((await getQuote(chosen.id)).id).toBe(chosen.id);
    const accepted = await updateQuoteState(chosen.id, 'ACCEPTED');
    expect(accepted.state).toBe('ACCEPTED');
    expect(accepted.orderNumber).toEqual(expect.any(String));
    const afterAccept = await getTaskQuotes(id);
    for (const q of afterAccept) expect(q.state).toBe(q.id === chosen.id ? 'ACCEPTED' : 'REJECTED');
    expect(quotesRefetchInterval(enquiries, afterAccept)).toBe(false);
    expect((await getAcceptedQuotes(id)).map((q) => q.id)).toEqual([chosen.id]);
    const rejectAccepted = await failure(updateQuoteState(chosen.id, 'REJECTED'));
    expect(rejectAccepted.status).toBe(400);
    expect(rejectAccepted.messages.length).toBeGreaterThan(0);

    const delivered = await pollUntilSettled(
      () => getTask(id),
      (t) => taskRefetchInterval(t),
    );
    expect(delivered.progress).toBe('TRANSLATION_DELIVERED');

    const deliveries = await pollUntilSettled(
      () => getTaskDeliveries(id),
      (d) => deliveriesRefetchInterval(d),
    );
    expect(deliveries).toEqual([expect.objectContaining({ state: 'DELIVERED', target: 'de-DE', postEditing: false })]);
    const delivery = await getDelivery(deliveries[0]?.id ?? '');
    expect(delivery.targetDocumentIds.length).toBeGreaterThan(0);

    const targets = await getTargetDocuments(id);
    expect(targets).toEqual([expect.objectContaining({ filename: 'welcome.txt' })]);
    const target = await downloadDocument(targets[0]?.id ?? '');
    expect(await target.blob.text()).toContain('[de-DE]');

    const zipProgress: number[] = [];
    const zip = await downloadTargetDocumentsZip(id, { onProgress: (loaded) => zipProgress.push(loaded) });
    expect(zip.filename).toMatch(/\.zip$/);
    expect(zip.blob.type).toBe('application/zip');
    expect(zipProgress.at(-1)).toBe(zip.blob.size);
    const archive = await JSZip.loadAsync(await zip.blob.arrayBuffer());
    expect(Object.keys(archive.files)).toEqual(['de-DE/welcome.de-DE.txt']);

    const analyses = await getTaskAnalyses(id);
    expect(analyses.length).toBeGreaterThan(0);
    const requested = await runAnalysis(id);
    expect(requested.translationTaskId).toBe(id);
    const analysed = await pollUntilSettled(
      () => getAnalysis(requested.id),
      (a) => analysisRefetchInterval(a),
    );
    expect(analysed.state).toBe('ANALYZED');
    expect(Object.keys(analysed.response)).toContain('de-DE');

    for (const kind of ['documentConversions', 'documentPretranslations'] as const) {
      expect(Array.isArray(await getPreparationRecords(id, kind))).toBe(true);
    }
    expect(Array.isArray(await getReviewRecords(id))).toBe(true);

    const notDeletable = await failure(deleteTask(id));
    expect(notDeletable.status).toBe(400);
    expect(notDeletable.fieldErrors[0]?.rule).toBe('read-only-error');
  });

  it('deletes a draft, rejects a quote and cancels an ordered task', async () => {
    const draft = await createTask({ source: 'en-US', target: ['fr-FR'] });
    expect((await deleteTask(draft.id))?.id).toBe(draft.id);
    expect((await failure(getTask(draft.id))).status).toBe(404);

    const doc = await uploadFile(new File(['Cancel me.\n'], 'cancel.txt'));
    const task = await createTask(newTask({ sourceDocumentIds: [doc.id] }));
    await updateTask(task.id, { complete: true });
    const { quotes } = await pollUntilSettled(
      async () => ({ enquiries: await getQuoteEnquiries(task.id), quotes: await getTaskQuotes(task.id) }),
      (d) => quotesRefetchInterval(d.enquiries, d.quotes),
    );
    const [rejected] = quotes;
    if (!rejected) throw new Error('expected a quote');
    expect((await updateQuoteState(rejected.id, 'REJECTED')).state).toBe('REJECTED');

    const cancelled = await updateTask(task.id, { cancelled: true });
    expect(cancelled).toMatchObject({ cancelled: true, progress: 'TASK_CANCELLED' });
    expect(taskRefetchInterval(cancelled)).toBe(false);
  });

  it('reports a missing token as 401', async () => {
    const saved = token;
    token = '';
    try {
      expect((await failure(getTasks())).status).toBe(401);
    } finally {
      token = saved;
    }
  });
});
