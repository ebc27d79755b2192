import { forgetDeleted, useCacheMutation } from '../../../lib/api/cache-writes';
import { deleteProject } from '../../../lib/api/projects/project-api';
import { projectQueries } from '../../../lib/api/projects/project-queries';

/** DELETE a project; fails with ApiError status 409 and `conflict` while tasks reference it. */
export function useDeleteProject() {
  return useCacheMutation(deleteProject, (client, _void, projectId) =>
    forgetDeleted(client, projectQueries.detail(projectId).queryKey, projectQueries.lists()),
  );
}
