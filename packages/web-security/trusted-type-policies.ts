/**
 * The Trusted Types policies the portal makes (src/lib/trusted-types.ts); the CSP's `trusted-types`
 * directive (packages/web-security/security-headers.ts) allows these and no other. Pure: the servers import it too.
 */
export const TRUSTED_TYPES_POLICIES = ['default', 'portal-worker', 'portal-xml-check'] as const;

export type TrustedTypesPolicyName = (typeof TRUSTED_TYPES_POLICIES)[number];
