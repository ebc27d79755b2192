/** The path of the service's API root on its host (the spec's `…/rest/api`); the sandbox and the portal server mount it there. */
export const API_PATH = '/rest/api';
