/** /projects: everyone in the organisation reads; only `admin` writes. */
import express from 'express';
import { projectCreateSchema, projectPatchSchema } from '#contract/project';
import { HttpError } from '../http-error';
import { owned, type Ctx } from '../resources/context';
import { createProject, deleteProject, patchProject } from '../resources/projects';
import type { StoredProject } from '../store/state';
import { param, parseBody, principalOf } from './http';
import { presentProject } from './present';
import { send } from './variants';

function requireAdmin(res: express.Response): void {
  if (!principalOf(res).roles.includes('admin')) throw new HttpError(403, 'Only administrators can change projects');
}

function projectOf(ctx: Ctx, req: express.Request, res: express.Response): StoredProject {
  return owned(ctx.store.state.projects, param(req, 'projectId'), principalOf(res).organisation, 'Project');
}

export function projectsRoutes(ctx: Ctx): express.Router {
  const router = express.Router();

  router.get('/projects', (_req, res) => {
    const org = principalOf(res).organisation;
    const projects = Object.values(ctx.store.state.projects).filter((p) => p.org === org);
    send(res, 'plain', projects.sort((a, b) => a.name.localeCompare(b.name)).map(presentProject));
  });

  router.post('/projects', (req, res) => {
    requireAdmin(res);
    const project = createProject(ctx, principalOf(res).organisation, parseBody(projectCreateSchema, req));
    send(res, 'plain', presentProject(project), 201);
  });

  router.get('/projects/:projectId', (req, res) => {
    send(res, 'plain', presentProject(projectOf(ctx, req, res)));
  });

  router.patch('/projects/:projectId', (req, res) => {
    const project = projectOf(ctx, req, res);
    requireAdmin(res);
    send(res, 'plain', presentProject(patchProject(ctx, project, parseBody(projectPatchSchema, req))));
  });

  router.delete('/projects/:projectId', (req, res) => {
    const project = projectOf(ctx, req, res);
    requireAdmin(res);
    send(res, 'plain', presentProject(deleteProject(ctx, project, req.originalUrl)));
  });

  return router;
}
