/**
 * The one role table: per role, the areas of the portal it may open and change, and the actions on orders,
 * deliveries and quotes it may take (whether the order's state allows them: task-lifecycle/actions.ts). The
 * API enforces the same rules; this only shapes the UI.
 */
import type { Role } from '#auth-claims/claims';
import { paths } from '../paths';
import type { DeliveryAction, TaskAction } from '../task-lifecycle/states';

/** `order` is a single order's page: orderers act on it, reviewers read it to check deliveries. */
export type Area = 'orders' | 'order' | 'newOrder' | 'projects' | 'tags' | 'review';

export type RoleAction = TaskAction | DeliveryAction;

interface RoleRights {
  opens: readonly Area[];
  changes: readonly Area[];
  acts: readonly RoleAction[];
}

/** Deciding on an order: editing, placing, deleting and cancelling it, quotes, post-editing. */
const DECIDE: readonly RoleAction[] = ['edit', 'order', 'delete', 'cancel', 'decideQuotes', 'requestPostEditing'];
/** Reading an order and its deliveries. */
const READ: readonly RoleAction[] = ['notifyDelivered', 'download', 'compare'];

/**
 * Orderers decide on their orders; reviewers read them (analysis, quotes, deliveries) and review deliveries;
 * admins do both, and only they change projects, which everyone may look at.
 */
const RIGHTS: Readonly<Record<Role, RoleRights>> = {
  orderer: {
    opens: ['orders', 'order', 'newOrder', 'projects', 'tags'],
    changes: ['orders', 'order', 'newOrder', 'tags'],
    acts: [...DECIDE, ...READ],
  },
  admin: {
    opens: ['orders', 'order', 'newOrder', 'projects', 'tags', 'review'],
    changes: ['orders', 'order', 'newOrder', 'projects', 'tags', 'review'],
    acts: [...DECIDE, ...READ, 'review'],
  },
  reviewer: {
    opens: ['order', 'projects', 'review'],
    changes: ['review'],
    acts: [...READ, 'review'],
  },
};

export function canAccess(roles: readonly Role[], area: Area): boolean {
  return roles.some((role) => RIGHTS[role].opens.includes(area));
}

export function canEdit(roles: readonly Role[], area: Area): boolean {
  return roles.some((role) => RIGHTS[role].changes.includes(area));
}

/** Whether one of the roles may take the action at all (the order's state may still forbid it). */
export function roleMay(roles: readonly Role[], action: RoleAction): boolean {
  return roles.some((role) => RIGHTS[role].acts.includes(action));
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
