/**
 * The actions table: per role, what it may do to orders, deliveries and quotes (whether the order's state allows
 * it: actions.ts). Which areas of the portal a role opens is auth/roles.ts.
 */
import type { Role } from '#auth-claims/claims';
import type { DeliveryAction, TaskAction } from './states';

export type RoleAction = TaskAction | DeliveryAction;

/** Deciding on an order: editing, placing, deleting and cancelling it, quotes, post-editing. */
const DECIDE: readonly RoleAction[] = ['edit', 'order', 'delete', 'cancel', 'decideQuotes', 'requestPostEditing'];
/** Reading an order and its deliveries. */
const READ: readonly RoleAction[] = ['notifyDelivered', 'download', 'compare'];

/**
 * Orderers decide on their orders; reviewers read them and review deliveries; admins do both. Approvers read
 * an order to judge a request to spend on it; what they decide is an approval (the portal server's), not the order.
 */
const ACTS: Readonly<Record<Role, readonly RoleAction[]>> = {
  orderer: [...DECIDE, ...READ],
  admin: [...DECIDE, ...READ, 'review'],
  reviewer: [...READ, 'review'],
  approver: READ,
};

/** Whether one of the roles may take the action at all (the order's state may still forbid it). */
export function roleMay(roles: readonly Role[], action: RoleAction): boolean {
  return roles.some((role) => ACTS[role].includes(action));
}
