import { resourceQueries } from '../resource-queries';
import { getProject, getProjects } from './project-api';

export const projectQueries = resourceQueries('projects', { list: getProjects, detail: getProject });
