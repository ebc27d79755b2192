import express from 'express';
import type { SandboxConfig, VerifyAuthorization } from '../types';

export interface ApiRouterDeps {
  config: SandboxConfig;
  verify: VerifyAuthorization;
}

export interface ApiRouter {
  /** Mounted at `/rest/api`. */
  router: express.Router;
  /** Mounted at `/sandbox` (GET /sandbox/outbox). */
  outbox: express.Router;
  close(): Promise<void>;
}

export async function createApiRouter(deps: ApiRouterDeps): Promise<ApiRouter> {
  void deps;
  await Promise.resolve();
  const router = express.Router();
  const outbox = express.Router();
  return { router, outbox, close: async () => {} };
}
