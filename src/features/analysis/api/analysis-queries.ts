import { polledTaskChildren } from '../../../lib/api/query-factories';
import { getAnalysis, getTaskAnalyses } from './analysis-api';
import { analysisRefetchInterval } from './analysis-polling';

/** Analyses by id and of a task (under the task's key); they poll while one is REQUESTED. */
export const analysisQueries = polledTaskChildren({
  root: 'analyses',
  name: 'analyses',
  getOne: getAnalysis,
  getOfTask: getTaskAnalyses,
  interval: analysisRefetchInterval,
});
