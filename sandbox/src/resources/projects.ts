/** Projects: configuration shared by the tasks linked to them; created with the spec's defaults. */
import type { z } from '#contract/zod';
import { projectSchema, type projectCreateSchema, type projectPatchSchema } from '#contract/project';
import { HttpError, validationError } from '../http-error';
import { newId } from '../store/ids';
import type { StoredProject } from '../store/state';
import { vendorById } from './vendor-catalogue';
import type { Ctx } from './context';

type ProjectCreate = z.output<typeof projectCreateSchema>;
type ProjectPatch = z.output<typeof projectPatchSchema>;

function checkVendors(ids: string[] | undefined): void {
  const unknown = (ids ?? []).filter((id) => !vendorById(id));
  if (unknown.length > 0) throw validationError('unknown-vendor', `lspVendorIds: ${unknown.join(', ')}`);
}

/** The stored project after defaults (`projectSchema` fills documentConfiguration and notifications). */
function normalise(id: string, org: string, fields: Record<string, unknown>): StoredProject {
  return { ...projectSchema.parse({ ...fields, id }), org };
}

export function createProject(ctx: Ctx, org: string, body: ProjectCreate): StoredProject {
  checkVendors(body.lspVendorIds);
  const project = normalise(newId(), org, body);
  ctx.store.state.projects[project.id] = project;
  ctx.store.changed();
  return project;
}

export function patchProject(ctx: Ctx, project: StoredProject, patch: ProjectPatch): StoredProject {
  checkVendors(patch.lspVendorIds);
  const { org: _org, id, ...current } = project;
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const updated = normalise(id, project.org, { ...current, ...defined });
  ctx.store.state.projects[id] = updated;
  ctx.store.changed();
  return updated;
}

export function deleteProject(ctx: Ctx, project: StoredProject, path: string): StoredProject {
  const referencing = Object.values(ctx.store.state.tasks).filter((t) => t.projectId === project.id);
  if (referencing.length > 0) {
    const message = `Project ${project.id} is still referenced by translation tasks`;
    throw new HttpError(409, message, {
      timestamp: Date.now(),
      status: 409,
      error: 'Conflict',
      exception: { name: 'ProjectStillReferencedException', translationTaskIds: referencing.map((t) => t.id) },
      message,
      path,
    });
  }
  delete ctx.store.state.projects[project.id];
  ctx.store.changed();
  return project;
}
