import { queryOptions } from '@tanstack/react-query';
import { getProject, getProjects } from './project-api';

export const projectQueries = {
  all: () => ['projects'] as const,
  lists: () => [...projectQueries.all(), 'list'] as const,
  list: () =>
    queryOptions({
      queryKey: projectQueries.lists(),
      queryFn: ({ signal }) => getProjects(signal),
    }),
  details: () => [...projectQueries.all(), 'detail'] as const,
  detail: (projectId: string) =>
    queryOptions({
      queryKey: [...projectQueries.details(), projectId],
      queryFn: ({ signal }) => getProject(projectId, signal),
    }),
};
