import { decidesOrders } from '#portal/lib/task-lifecycle/actions.ts';
import type { Role } from '#auth-claims/claims';
import { canAccess, canEdit, hasRole, homePath, type Area } from './roles';

const areas: Area[] = [
  'orders',
  'newOrder',
  'projects',
  'tags',
  'vendors',
  'review',
  'approvals',
  'approvalRules',
  'budgets',
  'audit',
];

describe('canAccess', () => {
  it.each<[Role[], Area[]]>([
    [['orderer'], ['orders', 'newOrder', 'projects', 'tags', 'vendors', 'approvals']],
    [
      ['admin'],
      ['orders', 'newOrder', 'projects', 'tags', 'vendors', 'review', 'approvals', 'approvalRules', 'budgets', 'audit'],
    ],
    [['reviewer'], ['projects', 'review']],
    [['approver'], ['projects', 'approvals', 'audit']],
    [
      ['orderer', 'reviewer'],
      ['orders', 'newOrder', 'projects', 'tags', 'vendors', 'review', 'approvals'],
    ],
    [[], []],
  ])('%j may open %j', (roles, allowed) => {
    expect(areas.filter((area) => canAccess(roles, area))).toEqual(allowed);
  });
});

describe('canEdit', () => {
  it('lets only admins edit projects and the approval rules, and only approvers decide on approvals', () => {
    expect(canEdit(['admin'], 'approvalRules')).toBe(true);
    expect(canEdit(['approver'], 'approvalRules')).toBe(false);
    expect(canEdit(['approver'], 'approvals')).toBe(true);
    expect(canEdit(['admin', 'orderer'], 'approvals')).toBe(false);
    expect(canEdit(['approver'], 'order')).toBe(false);
    expect(canEdit(['admin'], 'projects')).toBe(true);
    expect(canEdit(['orderer'], 'projects')).toBe(false);
    expect(canEdit(['reviewer'], 'projects')).toBe(false);
  });

  it('lets those act on an order whom the task lifecycle lets decide on orders', () => {
    expect(canEdit(['orderer'], 'order')).toBe(true);
    expect(canEdit(['admin'], 'order')).toBe(true);
    expect(canEdit(['reviewer'], 'order')).toBe(false);
    for (const role of ['orderer', 'admin', 'reviewer', 'approver'] as const) {
      expect(canEdit([role], 'order')).toBe(decidesOrders([role]));
    }
  });

  it('follows access elsewhere', () => {
    expect(canEdit(['orderer'], 'tags')).toBe(true);
    expect(canEdit(['reviewer'], 'tags')).toBe(false);
  });
});

describe('hasRole and homePath', () => {
  it('checks a role', () => {
    expect(hasRole({ roles: ['reviewer'] }, 'reviewer')).toBe(true);
    expect(hasRole({ roles: ['reviewer'] }, 'admin')).toBe(false);
    expect(hasRole(null, 'admin')).toBe(false);
  });

  it('sends reviewer-only users to review', () => {
    expect(homePath(['reviewer'])).toBe('/review');
    expect(homePath(['orderer'])).toBe('/orders');
    expect(homePath(['admin'])).toBe('/orders');
  });
});
