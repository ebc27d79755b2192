/** Analyses of a task: computed from the real text of its source documents and the organisation's memory. */
import { byTask, type Ctx } from '../resources/context';
import { newId, nowIso } from '../store/ids';
import type { StoredAnalysis, StoredTask } from '../store/state';
import { analyseLanguage, type DocumentInput, type LanguageResult } from './analyse';
import { memoryOf } from './memory';
import { documentOptions, readUnits } from '../documents/read';
import { unitSegments } from './segments';

export const ANALYSIS_DELAY_MS = 1500;

export async function analysisInputs(ctx: Ctx, task: StoredTask): Promise<DocumentInput[]> {
  const inputs: DocumentInput[] = [];
  const options = documentOptions(ctx, task);
  for (const id of task.sourceDocumentIds) {
    const doc = ctx.store.state.documents[id];
    if (!doc) {
      inputs.push({ documentId: id, filename: '', segments: null, error: 'Document not found' });
      continue;
    }
    const read = await readUnits(ctx, doc, options);
    inputs.push(
      read.ok
        ? { documentId: id, filename: doc.filename, segments: unitSegments(read.units) }
        : { documentId: id, filename: doc.filename, segments: null, error: read.error },
    );
  }
  return inputs;
}

export function analyseInputs(ctx: Ctx, task: StoredTask, inputs: DocumentInput[]): Record<string, LanguageResult> {
  const response: Record<string, LanguageResult> = {};
  for (const target of task.target) {
    response[target] = analyseLanguage(inputs, memoryOf(ctx.store, task.org, task.source ?? '', target), target);
  }
  return response;
}

/** Fills the analysis with results, or ERROR when no document could be read. */
export async function runAnalysis(ctx: Ctx, analysis: StoredAnalysis, task: StoredTask): Promise<void> {
  const inputs = await analysisInputs(ctx, task);
  const readable = inputs.filter((i) => i.segments !== null);
  analysis.updatedAt = nowIso();
  if (readable.length === 0) {
    analysis.state = 'ERROR';
    analysis.error = {
      message: inputs.length === 0 ? 'The task has no source documents' : 'No source document could be read',
      documents: inputs.map((i) => ({ documentId: i.documentId, filename: i.filename, error: i.error })),
    };
  } else {
    analysis.state = 'ANALYZED';
    analysis.response = analyseInputs(ctx, task, inputs);
    analysis.error = null;
  }
  ctx.store.changed();
}

export function newAnalysis(ctx: Ctx, task: StoredTask): StoredAnalysis {
  const analysis: StoredAnalysis = {
    id: newId(),
    translationTaskId: task.id,
    createdAt: nowIso(),
    updatedAt: null,
    state: 'REQUESTED',
    response: {},
    error: null,
    org: task.org,
  };
  ctx.store.state.analyses[analysis.id] = analysis;
  ctx.store.changed();
  return analysis;
}

/** POST /analysis/: REQUESTED now, ANALYZED (or ERROR) after a short delay. */
export function requestAnalysis(ctx: Ctx, task: StoredTask): StoredAnalysis {
  const analysis = newAnalysis(ctx, task);
  ctx.scheduler.after(ANALYSIS_DELAY_MS, 'analyse', { analysisId: analysis.id });
  return analysis;
}

export function registerAnalysisActions(ctx: Ctx): void {
  ctx.scheduler.on('analyse', async ({ analysisId = '' }) => {
    const analysis = ctx.store.state.analyses[analysisId];
    const task = analysis && ctx.store.state.tasks[analysis.translationTaskId];
    if (!analysis || analysis.state !== 'REQUESTED') return;
    if (!task) {
      analysis.state = 'ERROR';
      analysis.error = { message: 'The translation task no longer exists' };
      ctx.store.changed();
      return;
    }
    await runAnalysis(ctx, analysis, task);
  });
}

export function latestAnalysis(ctx: Ctx, taskId: string): StoredAnalysis | undefined {
  return byTask(ctx.store.state.analyses, taskId)
    .filter((a) => a.state === 'ANALYZED')
    .sort((a, b) => (a.updatedAt ?? '').localeCompare(b.updatedAt ?? ''))
    .pop();
}
