import { storeSaved, useCacheMutation } from '#portal/lib/api/cache-writes.ts';
import { createProject } from './project-api';
import { projectQueries } from './project-queries';

export function useCreateProject() {
  return useCacheMutation(createProject, (client, project) =>
    storeSaved(client, projectQueries.detail(project.id).queryKey, project, projectQueries.lists()),
  );
}
