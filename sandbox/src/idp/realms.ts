/**
 * Every provider profile's realm at once (profiles.ts), so one sandbox serves the Keycloak, Entra ID and Okta
 * look-alikes side by side; the API accepts the access tokens of each.
 */
import { decodeJwtPayload } from '#auth-claims/claims';
import type express from 'express';
import type { SandboxConfig, VerifyAuthorization } from '../types';
import { PROVIDER_PROFILES, type ProviderProfile } from './profiles';
import { createIdentityProvider, type IdentityProvider } from './provider';
import { bearerToken } from './verify';

export interface Realms {
  /** Each realm's router with the path to mount it at. */
  mounts: { path: string; router: express.Router }[];
  /** The issuer of a profile's realm. */
  issuer(profile: ProviderProfile): string;
  /** Verifies an access token of any realm: a JWT by its issuer, an opaque token at the realm that issues them. */
  verifyAuthorization: VerifyAuthorization;
  close(): Promise<void>;
}

export async function createRealms(config: SandboxConfig): Promise<Realms> {
  // One after the other: the first creates the signing key in the data folder, the others load it.
  const realms: IdentityProvider[] = [];
  for (const profile of PROVIDER_PROFILES) realms.push(await createIdentityProvider(config, profile));
  const byProfile = new Map(realms.map((realm) => [realm.profile, realm]));
  const realm = (profile: ProviderProfile) => byProfile.get(profile) as IdentityProvider;
  return {
    mounts: realms.map(({ path, router }) => ({ path, router })),
    issuer: (profile) => realm(profile).issuer,
    async verifyAuthorization(header) {
      const { iss } = decodeJwtPayload(bearerToken(header)) ?? {};
      // A token that is no JWT is Okta's opaque kind; any other issuer is refused by the Keycloak realm's check.
      const verifier = iss === undefined ? realm('okta') : (realms.find((r) => r.issuer === iss) ?? realm('keycloak'));
      return verifier.verifyAuthorization(header);
    },
    close: async () => {
      await Promise.all(realms.map((r) => r.close()));
    },
  };
}
