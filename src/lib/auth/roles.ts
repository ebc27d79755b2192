/**
 * The areas table: per role, the areas of the portal it may open and change. What a role may do to an order
 * is the task lifecycle's (task-lifecycle/role-actions.ts). The API enforces the same rules; this only shapes
 * the UI.
 */
import type { Role } from '#auth-claims/claims';
import { paths } from '#portal/lib/paths.ts';

/**
 * `order` is a single order's page: orderers act on it, reviewers read it to check deliveries, approvers to
 * judge a request. `approvals` is the approvers' queue (and an orderer's own requests, and a substitute's queue), `approvalRules` the
 * spending rules and reference rates, `budgets` the cost centres, purchase orders and budgets, `audit` the audit
 * trail (all four of server mode).
 */
export type Area =
  | 'orders'
  | 'order'
  | 'newOrder'
  | 'projects'
  | 'tags'
  | 'review'
  | 'vendors'
  | 'approvals'
  | 'approvalRules'
  | 'budgets'
  | 'audit';

interface AreaRights {
  opens: readonly Area[];
  changes: readonly Area[];
}

/**
 * Orderers work on their orders and see how their vendors do; reviewers read orders and review deliveries;
 * admins do both, and only they change projects, which everyone may look at, and the approval rules. Approvers
 * decide on requests to spend and read the audit trail with the admins. The portal server holds the same rules
 * for what it records.
 */
const RIGHTS: Readonly<Record<Role, AreaRights>> = {
  orderer: {
    opens: ['orders', 'order', 'newOrder', 'projects', 'tags', 'vendors', 'approvals'],
    changes: ['orders', 'order', 'newOrder', 'tags'],
  },
  admin: {
    opens: [
      'orders',
      'order',
      'newOrder',
      'projects',
      'tags',
      'vendors',
      'review',
      'approvals',
      'approvalRules',
      'budgets',
      'audit',
    ],
    changes: ['orders', 'order', 'newOrder', 'projects', 'tags', 'review', 'approvalRules', 'budgets'],
  },
  reviewer: {
    opens: ['order', 'projects', 'review'],
    changes: ['review'],
  },
  approver: {
    opens: ['order', 'projects', 'approvals', 'audit'],
    changes: ['approvals'],
  },
};

export function canAccess(roles: readonly Role[], area: Area): boolean {
  return roles.some((role) => RIGHTS[role].opens.includes(area));
}

export function canEdit(roles: readonly Role[], area: Area): boolean {
  return roles.some((role) => RIGHTS[role].changes.includes(area));
}

export function hasRole(user: { roles: readonly Role[] } | null | undefined, role: Role): boolean {
  return user?.roles.includes(role) ?? false;
}

/** Where `/` leads: orders for those who order, review for reviewer-only accounts. */
export function homePath(roles: readonly Role[]): string {
  if (canAccess(roles, 'orders')) return paths.orders.getHref();
  if (canAccess(roles, 'review')) return paths.review.getHref();
  return paths.projects.getHref();
}
