/**
 * Preparation after `complete=true`: IN_PREPARATION → (conversion to XLIFF, analysis, pre-translation records)
 * → COMPLETE_AND_PREPARED, then quote enquiries, or the machine translation for instant tasks.
 */
import { access } from 'node:fs/promises';
import { analysisInputs, analyseInputs, newAnalysis } from '../analysis/run';
import type { Ctx } from '../resources/context';
import { refreshProgress } from '../resources/progress';
import { newId, nowIso } from '../store/ids';
import type { StoredTask } from '../store/state';
import { kindOfFeatures } from '#contract/task';
import { createEnquiries } from './quoting';
import { createXliff } from './xliff-conversion';

export const PREPARATION_DELAY_MS = 2000;
export const INSTANT_DELAY_MS = 3000;

export function startPreparation(ctx: Ctx, task: StoredTask): void {
  task.stage = undefined;
  ctx.scheduler.after(PREPARATION_DELAY_MS, 'prepare', { taskId: task.id });
}

function active(ctx: Ctx, taskId: string): StoredTask | undefined {
  const task = ctx.store.state.tasks[taskId];
  return task && !task.cancelled ? task : undefined;
}

async function sourcesPresent(ctx: Ctx, task: StoredTask): Promise<boolean> {
  for (const id of task.sourceDocumentIds) {
    if (!ctx.store.state.documents[id]) return false;
    try {
      await access(ctx.store.documentPath(id));
    } catch {
      return false;
    }
  }
  return true;
}

async function convert(ctx: Ctx, task: StoredTask): Promise<void> {
  for (const sourceId of task.sourceDocumentIds) {
    const source = ctx.store.state.documents[sourceId];
    if (!source) continue;
    for (const target of task.target) {
      const id = newId();
      const xliff = await createXliff(ctx, task, source, target, id);
      ctx.store.state.conversions[id] = {
        id,
        org: task.org,
        translationTaskId: task.id,
        sourceDocumentId: source.id,
        targetLanguage: target,
        state: xliff ? 'CONVERTED' : 'COPIED',
        transformedDocumentId: xliff?.id ?? null,
        createdAt: nowIso(),
      };
      if (xliff) {
        task.transformedSourceDocumentIds.push(xliff.id);
        task.convertedSourceDocumentIds.push(xliff.id);
      }
    }
  }
}

async function prepare(ctx: Ctx, taskId: string): Promise<void> {
  const task = active(ctx, taskId);
  if (!task?.complete || task.stage) return;
  if (!(await sourcesPresent(ctx, task))) {
    task.stage = 'FAILED';
    refreshProgress(ctx, task);
    return;
  }
  await convert(ctx, task);
  const inputs = await analysisInputs(ctx, task);
  const analysis = newAnalysis(ctx, task);
  analysis.updatedAt = nowIso();
  if (!inputs.some((i) => i.segments)) {
    // Nothing to translate in any document (encrypted, damaged, unknown formats): preparation fails and
    // the analysis names each file and why.
    analysis.state = 'ERROR';
    analysis.error = {
      message: 'No source document could be read',
      documents: inputs.map((i) => ({ documentId: i.documentId, filename: i.filename, error: i.error })),
    };
    ctx.store.changed();
    task.stage = 'FAILED';
    refreshProgress(ctx, task);
    return;
  }
  analysis.state = 'ANALYZED';
  analysis.response = analyseInputs(ctx, task, inputs);
  recordPretranslations(ctx, task, analysis.response);
  if (!active(ctx, taskId)) return;
  task.stage = 'PREPARED';
  task.preparationComplete = true;
  if (kindOfFeatures(task.features) === 'instant')
    ctx.scheduler.after(INSTANT_DELAY_MS, 'instant-deliver', { taskId: task.id });
  else createEnquiries(ctx, task, task.target);
  refreshProgress(ctx, task);
}

/** With `shouldPretranslate`, one record per document and language: segments at or above `matchCap`. */
function recordPretranslations(
  ctx: Ctx,
  task: StoredTask,
  response: Record<string, { resultsByDocument: Record<string, unknown>[] }>,
): void {
  const project = task.projectId ? ctx.store.state.projects[task.projectId] : undefined;
  const config = project?.pretranslationConfiguration;
  if (!config?.shouldPretranslate) return;
  const bands = ['100', '98', '85', '75', '50'].filter((b) => Number(b) >= config.matchCap);
  for (const [target, result] of Object.entries(response)) {
    for (const doc of result.resultsByDocument) {
      const id = newId();
      ctx.store.state.pretranslations[id] = {
        id,
        org: task.org,
        translationTaskId: task.id,
        sourceDocumentId: String(doc.documentId),
        targetLanguage: target,
        matchCap: config.matchCap,
        pretranslatedSegments: bands.reduce((sum, b) => sum + Number(doc[`numSegments${b}`] ?? 0), 0),
        state: 'DONE',
        createdAt: nowIso(),
      };
    }
  }
}

export function registerPreparationActions(ctx: Ctx): void {
  ctx.scheduler.on('prepare', ({ taskId = '' }) => prepare(ctx, taskId));
}
