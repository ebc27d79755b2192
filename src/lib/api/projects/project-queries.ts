import { queryOptions } from '@tanstack/react-query';
import { getProject, getProjects } from './project-api';

export const projectQueries = {
  /** Prefixes the list and every project. */
  all: () => ['projects'] as const,
  lists: () => ['projects', 'list'] as const,
  list: () => queryOptions({ queryKey: projectQueries.lists(), queryFn: ({ signal }) => getProjects(signal) }),
  detail: (id: string) =>
    queryOptions({ queryKey: ['projects', 'detail', id], queryFn: ({ signal }) => getProject(id, signal) }),
};
