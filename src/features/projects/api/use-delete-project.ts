import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProject } from '../../../lib/api/projects/project-api';
import { projectQueries } from '../../../lib/api/projects/project-queries';

/** DELETE a project; fails with ApiError status 409 and `conflict` while tasks reference it. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => deleteProject(projectId),
    onSuccess: (_void, projectId) => {
      queryClient.removeQueries({ queryKey: projectQueries.detail(projectId).queryKey });
      return queryClient.invalidateQueries({ queryKey: projectQueries.lists() });
    },
  });
}
