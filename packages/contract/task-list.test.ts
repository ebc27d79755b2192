import { canonicalTask, taskListSchema } from './task-list';
import { taskSchema } from './task';
import { z } from './zod';

/** A task as the service sends it in full. */
const full = {
  id: 't-1',
  source: 'en-US',
  target: ['de-DE', 'fr-FR'],
  createdAt: '2025-01-01T08:00:00Z',
  desiredDeadline: '2025-02-01T00:00:00Z',
  complete: true,
  preparationComplete: true,
  cancelled: false,
  email: 'orderer@example.com',
  sourceDocumentIds: ['d-1'],
  additionalDocumentIds: ['d-2'],
  convertedSourceDocumentIds: [],
  transformedSourceDocumentIds: ['d-3'],
  comment: 'Homepage',
  quoteIds: ['q-1', 'q-2'],
  progress: 'TRANSLATION_DELIVERED',
  projectId: 'p-1',
  workflowConfig: { mode: 'MANUAL' },
  tags: ['web', 'urgent'],
  features: ['instant'],
};
const minimal = { id: 't-2', createdAt: '2025-01-02T08:00:00Z', progress: 'NEW' };
const withField = (field: string, value: unknown) => ({ ...full, [field]: value });
const without = (field: string) => Object.fromEntries(Object.entries(full).filter(([key]) => key !== field));
const { id: _omitted, ...withoutId } = full;

/** Every field absent, null, of the wrong type and in each documented variant. */
const shapes: Record<string, unknown> = {
  full,
  minimal,
  'unknown fields kept out': { ...full, vendorNotes: 'x', workflowConfig: { mode: 'AUTO', extra: 1 } },
  'an unknown field only in workflowConfig': withField('workflowConfig', { mode: 'AUTO', extra: 1 }),
  'an unknown field only at the top': { ...full, vendorNotes: 'x' },
  '_id instead of id': { ...withoutId, _id: 't-9' },
  'both _id and id': { ...full, _id: 't-9' },
  'target as one string': withField('target', 'de-DE'),
  'target as an empty string': withField('target', ''),
  'TASK_COMPLETE, prepared': withField('progress', 'TASK_COMPLETE'),
  'TASK_COMPLETE, not prepared': { ...full, progress: 'TASK_COMPLETE', preparationComplete: false },
  'an unknown progress': withField('progress', 'WAITING_FOR_MOON'),
  'no features': withField('features', []),
  'no workflow mode': withField('workflowConfig', {}),
  'a language code without region': withField('source', 'de'),
  'not an object': 'task',
  'an array': [full],
  null: null,
  'empty id': withField('id', ''),
  'numeric id': withField('id', 7),
  'an invalid target code': withField('target', ['de-DE', 'not a code']),
  'an invalid source code': withField('source', 'x'),
  'createdAt as a number': withField('createdAt', 1_700_000_000),
  'no createdAt': without('createdAt'),
  'no progress': without('progress'),
  'an empty quote id': withField('quoteIds', ['']),
  'a numeric tag': withField('tags', ['web', 3]),
  'complete as null': withField('complete', null),
  'complete as a string': withField('complete', 'yes'),
  'workflowConfig as a string': withField('workflowConfig', 'AUTO'),
  'an empty projectId': withField('projectId', ''),
};
const optional = Object.keys(full).filter((key) => !['id', 'createdAt', 'progress'].includes(key));
for (const key of optional) {
  shapes[`${key} absent`] = without(key);
  shapes[`${key} null`] = withField(key, null);
  shapes[`${key} a number`] = withField(key, 42);
}

describe('taskListSchema', () => {
  it.each(Object.entries(shapes))('gives what taskSchema gives for an item: %s', (_name, item) => {
    const expected = z.safeParse(z.array(taskSchema), [full, item]);
    const actual = z.safeParse(taskListSchema, [full, item]);
    expect(actual.success).toBe(expected.success);
    if (expected.success) expect(actual.data).toEqual(expected.data);
    else {
      const report = (issues: readonly z.core.$ZodIssue[]) => issues.map((i) => ({ path: i.path, message: i.message }));
      expect(report(actual.error?.issues ?? [])).toEqual(report(expected.error.issues));
    }
  });

  it('takes the plain path only for items it builds exactly as taskSchema would', () => {
    for (const item of Object.values(shapes)) {
      const plain = canonicalTask(item);
      if (plain) expect(plain).toEqual(z.parse(taskSchema, item));
    }
    expect(canonicalTask(full)).toBeDefined();
    expect(canonicalTask(minimal)).toBeDefined();
    expect(canonicalTask(shapes['_id instead of id'])).toBeUndefined();
    expect(canonicalTask(shapes['target as one string'])).toBeUndefined();
  });

  it('normalises the documented variants, so components see one shape', () => {
    const [aliased, single, completed] = z.parse(taskListSchema, [
      shapes['_id instead of id'],
      shapes['target as one string'],
      shapes['TASK_COMPLETE, not prepared'],
    ]);
    expect(aliased?.id).toBe('t-9');
    expect(single?.target).toEqual(['de-DE']);
    expect(completed?.progress).toBe('IN_PREPARATION');
  });

  it('names the invalid item by its index', () => {
    const result = z.safeParse(taskListSchema, [full, minimal, withField('target', ['nope'])]);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[[2, 'target', 0], 'Invalid language code']]);
  });

  it('refuses a body that is not a list', () => {
    expect(z.safeParse(taskListSchema, { tasks: [] }).error?.issues[0]?.message).toBe(
      'Invalid input: expected array, received object',
    );
  });
});
