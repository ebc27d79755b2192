import { queryOptions } from '@tanstack/react-query';
import {
  getBudgetNotices,
  getBudgetOutlook,
  getBudgetOverview,
  getOrderChoices,
  type OutlookQuote,
} from './budget-api';

/** The portal server's budgets (server mode); every key starts with 'budgets'. */
export const budgetQueries = {
  all: () => ['budgets'] as const,
  overview: () =>
    queryOptions({ queryKey: ['budgets', 'overview'], queryFn: ({ signal }) => getBudgetOverview(signal) }),
  notices: () => queryOptions({ queryKey: ['budgets', 'notices'], queryFn: ({ signal }) => getBudgetNotices(signal) }),
  choices: (projectId: string) =>
    queryOptions({
      queryKey: ['budgets', 'choices', projectId],
      queryFn: ({ signal }) => getOrderChoices(projectId, signal),
    }),
  /** What each budget of the order would have left after each quote (the quotes' gross are part of the key). */
  outlook: (taskId: string, quotes: readonly OutlookQuote[] = []) =>
    queryOptions({
      queryKey: ['budgets', 'outlook', taskId, quotes],
      queryFn: ({ signal }) => getBudgetOutlook(taskId, quotes, signal),
    }),
};
