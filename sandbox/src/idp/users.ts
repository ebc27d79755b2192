/**
 * Demo accounts of the sandbox realm. Passwords equal the user name so that
 * testers can sign in without looking anything up; never use this outside a sandbox.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Role } from '../types';

export interface DemoUser {
  /** Stable subject id, Keycloak-style UUID. */
  sub: string;
  username: string;
  password: string;
  name: string;
  email: string;
  organisation: string;
  roles: Role[];
  /** Not a person: the portal server's technical user, which reads the organisation's orders for its copy. */
  technical?: true;
}

function user(sub: string, username: string, name: string, organisation: string, roles: Role[]): DemoUser {
  return { sub, username, password: username, name, email: `${username}@example.com`, organisation, roles };
}

export const DEMO_USERS: readonly DemoUser[] = [
  user('0b6f2a51-3c1e-4f0a-9d3e-6a1f4c2b7e01', 'orderer', 'Olivia Orderer', 'acme', ['orderer']),
  user('1c7e3b62-4d2f-4a1b-8e4f-7b2a5d3c8f02', 'admin', 'Adam Admin', 'acme', ['admin', 'orderer']),
  user('2d8f4c73-5e3a-4b2c-9f5a-8c3b6e4d9a03', 'reviewer', 'Rita Reviewer', 'acme', ['reviewer']),
  user('3e9a5d84-6f4b-4c3d-8a6b-9d4c7f5eab04', 'outsider', 'Oscar Outsider', 'globex', ['orderer']),
  // Two approvers, so a quote in a two-approver band can be approved, and one can stand in for the other.
  user('4fab6e95-7a5c-4d4e-9b7c-ae5d8a6fbc05', 'approver', 'Alma Approver', 'acme', ['approver']),
  user('5abc7fa6-8b6d-4e5f-8c8d-bf6e9b7acd06', 'controller', 'Carl Controller', 'acme', ['approver']),
  { ...user('6bcd8ab7-9c7e-4f6a-9d9e-c07fac8bde07', 'sync', 'Portal sync', 'acme', []), technical: true },
];

/** The technical user the portal server's sync reads with (the sandbox's server mode configures it). */
export const SYNC_USER = DEMO_USERS.find((u) => u.technical) as DemoUser;

/** The people of the demo, without the technical user. */
export const DEMO_PEOPLE: readonly DemoUser[] = DEMO_USERS.filter((u) => !u.technical);

export function findUserBySub(sub: string): DemoUser | undefined {
  return DEMO_USERS.find((u) => u.sub === sub);
}

/** Case-insensitive user name match, like Keycloak; constant-time password comparison. */
export function authenticate(username: unknown, password: unknown): DemoUser | undefined {
  if (typeof username !== 'string' || typeof password !== 'string') return undefined;
  const found = DEMO_USERS.find((u) => u.username === username.trim().toLowerCase());
  if (!found) return undefined;
  const expected = Buffer.from(found.password);
  const given = Buffer.from(password);
  return expected.length === given.length && timingSafeEqual(expected, given) ? found : undefined;
}

/** The standard profile and email claims every provider profile issues. */
export function standardClaims(u: DemoUser) {
  return { preferred_username: u.username, name: u.name, email: u.email, email_verified: true };
}

/** Claims of the Keycloak-style realm, shared by its access tokens, ID tokens and userinfo. */
export function userClaims(u: DemoUser) {
  return { ...standardClaims(u), organisation: u.organisation, realm_access: { roles: [...u.roles] } };
}
