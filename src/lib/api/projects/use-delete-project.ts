import { forgetDeleted, useCacheMutation } from '#portal/lib/api/cache-writes.ts';
import { deleteProject } from './project-api';
import { projectQueries } from './project-queries';

/** DELETE a project; fails with ApiError status 409 and `conflict` while tasks reference it. */
export function useDeleteProject() {
  return useCacheMutation(deleteProject, (client, _void, projectId) =>
    forgetDeleted(client, projectQueries.detail(projectId).queryKey, projectQueries.lists()),
  );
}
