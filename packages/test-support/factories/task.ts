/**
 * Tasks (orders). `wireTask` is what the service sends (every field, as the specification lists them),
 * `buildTask` the same parsed through the contract, as the portal's API layer returns it; `newTask` a
 * POST /translationTasks/ body. Overrides may carry documented wire variants (`_id`, a string target).
 */
import { taskSchema, type Task, type TaskCreate } from '#contract/task';

export type Overrides = Record<string, unknown>;

export function wireTask(overrides: Overrides = {}): Record<string, unknown> {
  return {
    id: 't1',
    source: 'en-US',
    target: ['de-DE'],
    createdAt: '2024-05-01T10:00:00Z',
    desiredDeadline: null,
    complete: false,
    preparationComplete: false,
    cancelled: false,
    email: 'olivia@example.com',
    sourceDocumentIds: [],
    additionalDocumentIds: [],
    convertedSourceDocumentIds: [],
    transformedSourceDocumentIds: [],
    comment: '',
    quoteIds: [],
    progress: 'NEW',
    projectId: null,
    workflowConfig: { mode: 'AUTO' },
    tags: [],
    features: ['default'],
    ...overrides,
  };
}

export function buildTask(overrides: Overrides = {}): Task {
  return taskSchema.parse(wireTask(overrides));
}

/** A placed order for German and French, prepared: the vendors are quoting. */
export function buildQuotingTask(overrides: Overrides = {}): Task {
  return buildTask({
    target: ['de-DE', 'fr-FR'],
    complete: true,
    preparationComplete: true,
    progress: 'COMPLETE_AND_PREPARED',
    ...overrides,
  });
}

/** A creation body: English into German, with whatever the test adds (sent as given, not parsed). */
export function newTask(overrides: TaskCreate = {}): TaskCreate {
  return { source: 'en-US', target: ['de-DE'], ...overrides };
}

/** An instant order: a short text machine-translated into German and French, no documents uploaded. */
export function newInstantTask(overrides: TaskCreate = {}): TaskCreate {
  return newTask({ target: ['de-DE', 'fr-FR'], features: ['instant'], sourceText: 'Good morning.', ...overrides });
}
