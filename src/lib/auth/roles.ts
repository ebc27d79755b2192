/** Roles and what each may see. The API enforces the same rules; this only shapes the UI. */
import { ROLES, type Role } from '#auth-claims/claims';
import { paths } from '../paths';
import { decidesOrders } from '../task-lifecycle/actions';

/** `order` is a single order's page: orderers act on it, reviewers read it to check deliveries. */
export type Area = 'orders' | 'order' | 'newOrder' | 'projects' | 'tags' | 'review';

const READ: Record<Area, readonly Role[]> = {
  orders: ['orderer', 'admin'],
  order: ['orderer', 'admin', 'reviewer'],
  newOrder: ['orderer', 'admin'],
  projects: ['orderer', 'admin', 'reviewer'],
  tags: ['orderer', 'admin'],
  review: ['reviewer', 'admin'],
};

const EDIT: Record<Area, readonly Role[]> = {
  ...READ,
  // Everyone with access may look at projects; only admins change them.
  projects: ['admin'],
  // Reviewers read orders (analysis, quotes, deliveries) but do not decide on them: the lifecycle's role table says who does.
  order: ROLES.filter((role) => decidesOrders([role])),
};


export function canAccess(roles: readonly Role[], area: Area): boolean {
  return roles.some((role) => READ[area].includes(role));
}

export function canEdit(roles: readonly Role[], area: Area): boolean {
  return roles.some((role) => EDIT[area].includes(role));
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
