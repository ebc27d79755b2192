import { storeSaved, useCacheMutation } from '../../../lib/api/cache-writes';
import { createProject } from '../../../lib/api/projects/project-api';
import { projectQueries } from '../../../lib/api/projects/project-queries';

export function useCreateProject() {
  return useCacheMutation(createProject, (client, project) =>
    storeSaved(client, projectQueries.detail(project.id).queryKey, project, projectQueries.lists()),
  );
}
