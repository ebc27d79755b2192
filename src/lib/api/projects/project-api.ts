/** Fetchers for /projects (admin-only writes: orderers get 403). */
import { z } from '#contract/zod';
import {
  projectListSchema,
  projectSchema,
  type Project,
  type ProjectCreate,
  type ProjectPatch,
} from '#contract/project';
import { apiRequest } from '#portal/lib/api/http-client.ts';

const projectPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;

export function getProjects(signal?: AbortSignal): Promise<Project[]> {
  return apiRequest('/projects/', { schema: projectListSchema, ...(signal ? { signal } : {}) });
}

export function getProject(projectId: string, signal?: AbortSignal): Promise<Project> {
  return apiRequest(projectPath(projectId), { schema: projectSchema, ...(signal ? { signal } : {}) });
}

export function createProject(body: ProjectCreate): Promise<Project> {
  return apiRequest('/projects/', { method: 'POST', body, schema: projectSchema });
}

export function updateProject(projectId: string, patch: ProjectPatch): Promise<Project> {
  return apiRequest(projectPath(projectId), { method: 'PATCH', body: patch, schema: projectSchema });
}

/** 409 with `conflict` while a task references the project. The success body is not specified. */
export async function deleteProject(projectId: string): Promise<void> {
  await apiRequest(projectPath(projectId), { method: 'DELETE', schema: z.unknown() });
}
