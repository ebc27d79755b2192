import type { Project, ProjectPatch } from '#contract/project';
import { storeSaved, useCacheMutation } from '#portal/lib/api/cache-writes.ts';
import { updateProject } from './project-api';
import { projectQueries } from './project-queries';
import { diffProject } from './diff-project';

export interface UpdateProjectVariables {
  /** The project as loaded (the form's defaultValues came from it). */
  original: Project;
  /** The edited values; only the fields that differ from `original` are sent. */
  edited: ProjectPatch;
}

/** PATCH only the changed fields; with nothing changed no request is sent and `original` is returned. */
export function useUpdateProject() {
  return useCacheMutation(
    async ({ original, edited }: UpdateProjectVariables) => {
      const patch = diffProject(original, edited);
      return Object.keys(patch).length === 0 ? original : updateProject(original.id, patch);
    },
    (client, project) => storeSaved(client, projectQueries.detail(project.id).queryKey, project, projectQueries.all()),
  );
}
