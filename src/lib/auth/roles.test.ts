import { decidesOrders } from '#portal/lib/task-lifecycle/actions.ts';
import type { Role } from '#auth-claims/claims';
import { canAccess, canEdit, hasRole, homePath, type Area } from './roles';

const areas: Area[] = ['orders', 'newOrder', 'projects', 'tags', 'vendors', 'review'];

describe('canAccess', () => {
  it.each<[Role[], Area[]]>([
    [['orderer'], ['orders', 'newOrder', 'projects', 'tags', 'vendors']],
    [['admin'], ['orders', 'newOrder', 'projects', 'tags', 'vendors', 'review']],
    [['reviewer'], ['projects', 'review']],
    [
      ['orderer', 'reviewer'],
      ['orders', 'newOrder', 'projects', 'tags', 'vendors', 'review'],
    ],
    [[], []],
  ])('%j may open %j', (roles, allowed) => {
    expect(areas.filter((area) => canAccess(roles, area))).toEqual(allowed);
  });
});

describe('canEdit', () => {
  it('lets only admins edit projects', () => {
    expect(canEdit(['admin'], 'projects')).toBe(true);
    expect(canEdit(['orderer'], 'projects')).toBe(false);
    expect(canEdit(['reviewer'], 'projects')).toBe(false);
  });

  it('lets those act on an order whom the task lifecycle lets decide on orders', () => {
    expect(canEdit(['orderer'], 'order')).toBe(true);
    expect(canEdit(['admin'], 'order')).toBe(true);
    expect(canEdit(['reviewer'], 'order')).toBe(false);
    for (const role of ['orderer', 'admin', 'reviewer'] as const) {
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
