/**
 * Query-key roots of a task, shared by the features whose data hangs under a task (quotes,
 * deliveries, analysis): invalidating `taskScopeKey(id)` refreshes the task and all of them.
 */
export const taskRootKey = () => ['tasks'] as const;
export const taskListsKey = () => [...taskRootKey(), 'list'] as const;
export const taskDetailsKey = () => [...taskRootKey(), 'detail'] as const;
export const taskScopeKey = (taskId: string) => [...taskDetailsKey(), taskId] as const;
