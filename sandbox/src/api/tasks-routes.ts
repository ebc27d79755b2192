/** /translationTasks: the order itself (list, create, read, modify, delete). */
import express from 'express';
import { taskCreateSchema, taskPatchSchema } from '#contract/task';
import { owned, type Ctx } from '../resources/context';
import { createTask, deleteTask } from '../resources/tasks';
import { patchTask } from '../vendors/customer-decisions';
import type { StoredTask } from '../store/state';
import { param, parseBody, principalOf } from './http';
import { presentTask } from './present';
import { send } from './variants';

export function taskOf(ctx: Ctx, req: express.Request, res: express.Response): StoredTask {
  return owned(ctx.store.state.tasks, param(req, 'taskId'), principalOf(res).organisation, 'Translation task');
}

export function tasksRoutes(ctx: Ctx): express.Router {
  const router = express.Router();

  router.get('/translationTasks', (_req, res) => {
    const org = principalOf(res).organisation;
    const tasks = Object.values(ctx.store.state.tasks)
      .filter((t) => t.org === org && !t.cancelled)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    send(res, 'task', tasks.map(presentTask));
  });

  router.post('/translationTasks', async (req, res) => {
    const task = await createTask(ctx, principalOf(res), parseBody(taskCreateSchema, req));
    send(res, 'task', presentTask(task), 201);
  });

  router.get('/translationTasks/:taskId', (req, res) => {
    send(res, 'task', presentTask(taskOf(ctx, req, res)));
  });

  router.patch('/translationTasks/:taskId', (req, res) => {
    const task = taskOf(ctx, req, res);
    send(res, 'task', presentTask(patchTask(ctx, task, parseBody(taskPatchSchema, req))));
  });

  router.delete('/translationTasks/:taskId', (req, res) => {
    send(res, 'task', presentTask(deleteTask(ctx, taskOf(ctx, req, res))));
  });

  return router;
}
