/**
 * One owner per query key: every query factory's methods are called with sample ids, and no two methods (of one
 * factory or of two) may build the same key, since the cache would then hold one resource under two fetchers
 * and two schemas. Lists and scopes (arrays, not query options) are prefixes, not owners.
 */
import { analysisQueries } from '#portal/lib/api/analysis/analysis-queries.ts';
import { approvalQueries } from '#portal/lib/api/approvals/approval-queries.ts';
import { budgetQueries } from '#portal/lib/api/budgets/budget-queries.ts';
import { deliveryQueries } from '#portal/lib/api/deliveries/delivery-queries.ts';
import { reviewQueries } from '#portal/lib/api/deliveries/review-records.ts';
import { documentQueries } from '#portal/lib/api/documents/document-queries.ts';
import { projectQueries } from '#portal/lib/api/projects/project-queries.ts';
import { quoteQueries } from '#portal/lib/api/quotes/quote-queries.ts';
import { scorecardQueries } from '#portal/lib/api/scorecards/scorecard-queries.ts';
import { tagQueries } from '#portal/lib/api/tags/tag-queries.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { documentUnitQueries } from '#portal/features/documents/units/unit-queries.ts';

const FACTORIES: Record<string, object> = {
  analysisQueries,
  approvalQueries,
  budgetQueries,
  deliveryQueries,
  reviewQueries,
  documentQueries,
  projectQueries,
  quoteQueries,
  scorecardQueries,
  tagQueries,
  taskQueries,
  documentUnitQueries,
};

/** Sample arguments: one id for every parameter, or a document for the units of a document. */
const SAMPLE = { id: 'x1', filename: 'a.txt', contentType: 'text/plain', length: 1 };

/** `factory.method` → the key it builds, for every method that builds query options. */
function ownersOfKeys(factories: Record<string, object>): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const [name, factory] of Object.entries(factories)) {
    for (const [method, build] of Object.entries(factory)) {
      if (typeof build !== 'function') continue;
      const call = build as (...args: unknown[]) => unknown;
      const made = method === 'units' ? call(SAMPLE) : call('x1', 'x2');
      if (made === null || typeof made !== 'object' || !('queryKey' in made)) continue;
      const key = JSON.stringify(made.queryKey);
      owners.set(key, [...(owners.get(key) ?? []), `${name}.${method}`]);
    }
  }
  return owners;
}

describe('query keys', () => {
  it('have one owner each', () => {
    const owners = ownersOfKeys(FACTORIES);
    expect(owners.size).toBeGreaterThan(15);
    expect([...owners].filter(([, who]) => who.length > 1)).toEqual([]);
  });

  it('name the owners of a key built twice', () => {
    const twice = {
      a: { byTask: (id: string) => ({ queryKey: ['tasks', 'detail', id, 'reviews'] }) },
      b: { records: (id: string) => ({ queryKey: ['tasks', 'detail', id, 'reviews'] }), lists: () => ['b'] },
    };
    expect([...ownersOfKeys(twice)].filter(([, who]) => who.length > 1)).toEqual([
      ['["tasks","detail","x1","reviews"]', ['a.byTask', 'b.records']],
    ]);
  });
});
