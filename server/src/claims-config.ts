/** How the portal reads roles and organisation, from the server's environment (server mode, and config.json in browser mode). */
import { CLAIM_SOURCES, isRole, type ClaimSettings, type ClaimSourceName, type Role } from '#auth-claims/claims';

/**
 * CLAIM_ROLE_MAP: the provider's role or group names and the portal role each grants, as
 * `Name=role,Other name=role` or a JSON object; a name may not contain `,` or `=` in the first form.
 */
export function parseRoleMap(text: string): { map: Record<string, Role> } | { problem: string } {
  let entries: [string, unknown][];
  if (/^[[{]/.test(text)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { problem: 'CLAIM_ROLE_MAP is not valid JSON' };
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      return { problem: 'CLAIM_ROLE_MAP must be a JSON object' };
    entries = Object.entries(parsed);
  } else {
    entries = text
      .split(',')
      .filter((pair) => pair.trim() !== '')
      .map((pair) => {
        const at = pair.lastIndexOf('=');
        return at < 0 ? [pair.trim(), undefined] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      });
  }
  const map: Record<string, Role> = {};
  for (const [name, role] of entries) {
    if (name === '' || !isRole(role))
      return { problem: `CLAIM_ROLE_MAP: "${name}" must map to orderer, admin or reviewer (got "${String(role)}")` };
    map[name] = role;
  }
  if (Object.keys(map).length === 0) return { problem: 'CLAIM_ROLE_MAP names no role' };
  return { map };
}

/** The claim settings from the environment; problems are added to `problems`. */
export function claimSettings(value: (name: string) => string | undefined, problems: string[]): ClaimSettings {
  const source = value('CLAIM_SOURCE') ?? 'access_token';
  if (!(CLAIM_SOURCES as readonly string[]).includes(source))
    problems.push(`CLAIM_SOURCE must be one of ${CLAIM_SOURCES.join(', ')} (got "${source}")`);
  const roleMapText = value('CLAIM_ROLE_MAP');
  const roleMap = roleMapText === undefined ? undefined : parseRoleMap(roleMapText);
  if (roleMap && 'problem' in roleMap) problems.push(roleMap.problem);
  const fixedOrganisation = value('FIXED_ORGANISATION');
  const organisation = value('CLAIM_ORGANISATION');
  if (fixedOrganisation !== undefined && organisation !== undefined)
    problems.push('Set either CLAIM_ORGANISATION or FIXED_ORGANISATION, not both');
  return {
    source: source as ClaimSourceName,
    roles: value('CLAIM_ROLES') ?? 'realm_access.roles',
    ...(roleMap && 'map' in roleMap ? { roleMap: roleMap.map } : {}),
    ...(fixedOrganisation !== undefined ? { fixedOrganisation } : { organisation: organisation ?? 'organisation' }),
  };
}
