import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectPatch } from '../../../contract/project';
import { diffProject } from './diff-project';
import { updateProject } from '../../../lib/api/projects/project-api';
import { projectQueries } from '../../../lib/api/projects/project-queries';

export interface UpdateProjectVariables {
  /** The project as loaded (the form's defaultValues came from it). */
  original: Project;
  /** The edited values; only the fields that differ from `original` are sent. */
  edited: ProjectPatch;
}

/** PATCH only the changed fields; with nothing changed no request is sent and `original` is returned. */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ original, edited }: UpdateProjectVariables) => {
      const patch = diffProject(original, edited);
      return Object.keys(patch).length === 0 ? original : updateProject(original.id, patch);
    },
    onSuccess: (project) => {
      queryClient.setQueryData(projectQueries.detail(project.id).queryKey, project);
      return queryClient.invalidateQueries({ queryKey: projectQueries.all() });
    },
  });
}
