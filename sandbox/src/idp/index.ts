export { createIdentityProvider, type IdentityProvider } from './provider';
export { DEMO_USERS, type DemoUser } from './users';
export { PORTAL_BFF, PORTAL_BFF_SECRET, PORTAL_CLI, PORTAL_CLI_SECRET, PORTAL_WEB, formActionOrigins } from './clients';
