import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectCreate } from '../../../contract/project';
import { createProject } from '../../../lib/api/projects/project-api';
import { projectQueries } from '../../../lib/api/projects/project-queries';

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectCreate) => createProject(body),
    onSuccess: (project) => {
      queryClient.setQueryData(projectQueries.detail(project.id).queryKey, project);
      return queryClient.invalidateQueries({ queryKey: projectQueries.lists() });
    },
  });
}
