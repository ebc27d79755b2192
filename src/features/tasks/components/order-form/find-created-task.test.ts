import { ApiError } from '#portal/lib/api/api-error.ts';
import type { TaskCreate } from '#contract/task';
import { buildTask, newTask } from '#test-support/factories/task';
import { findCreatedTask, isAmbiguousFailure } from './find-created-task';

const sentAt = Date.parse('2026-11-22T10:00:00Z');
const body: TaskCreate = newTask({
  features: ['default'],
  target: ['de-DE', 'fr-FR'],
  sourceDocumentIds: ['d1', 'd2'],
  tags: ['urgent'],
  comment: 'Spring brochure',
  email: 'olivia@example.com',
});
/** The draft the service made of `body`: its lists in another order. */
const task = (overrides: Record<string, unknown> = {}) =>
  buildTask({
    createdAt: '2026-11-22T10:00:01Z',
    target: ['fr-FR', 'de-DE'],
    sourceDocumentIds: ['d2', 'd1'],
    tags: ['urgent'],
    comment: 'Spring brochure',
    ...overrides,
  });

describe('findCreatedTask', () => {
  it('finds the draft the request made, in any order of its lists', () => {
    expect(findCreatedTask([task({ id: 'older', comment: 'Other' }), task()], body, sentAt)?.id).toBe('t1');
  });

  it('ignores tasks from before the request, completed ones and ones with other values', () => {
    const others = [
      task({ id: 'early', createdAt: '2026-11-22T09:50:00Z' }),
      task({ id: 'ordered', complete: true }),
      task({ id: 'one-language', target: ['de-DE'] }),
      task({ id: 'other-documents', sourceDocumentIds: ['d1'] }),
      task({ id: 'instant', features: ['instant'] }),
      task({ id: 'other-project', projectId: 'p1' }),
    ];
    expect(findCreatedTask(others, body, sentAt)).toBeNull();
  });

  it('takes the newest when the same order was made twice', () => {
    const tasks = [task({ id: 'first' }), task({ id: 'second', createdAt: '2026-11-22T10:00:05Z' })];
    expect(findCreatedTask(tasks, body, sentAt)?.id).toBe('second');
  });

  it('matches pasted text by everything but the documents the service made from it', () => {
    const instant: TaskCreate = { ...body, features: ['instant'], sourceDocumentIds: [], sourceText: 'Hello' };
    expect(findCreatedTask([task({ features: ['instant'], sourceDocumentIds: ['made'] })], instant, sentAt)?.id).toBe(
      't1',
    );
  });
});

describe('isAmbiguousFailure', () => {
  it('is true only when the request may have arrived', () => {
    expect(isAmbiguousFailure(new ApiError({ kind: 'timeout' }))).toBe(true);
    expect(isAmbiguousFailure(new ApiError({ kind: 'network' }))).toBe(true);
    expect(isAmbiguousFailure(new ApiError({ kind: 'http', status: 500 }))).toBe(false);
    expect(isAmbiguousFailure(new Error('x'))).toBe(false);
  });
});
