/** The translation API (mounted at /rest/api) and the sandbox outbox (mounted at /sandbox). */
import express from 'express';
import { registerAnalysisActions } from '../analysis/run';
import { HttpError } from '../http-error';
import type { Ctx } from '../resources/context';
import { seed } from '../seed/seed';
import { Scheduler } from '../store/scheduler';
import { Store } from '../store/store';
import type { SandboxConfig, VerifyAuthorization } from '../types';
import { VENDORS } from '../resources/vendor-catalogue';
import { registerFulfilmentActions } from '../vendors/fulfilment';
import { registerPreparationActions } from '../vendors/preparation';
import { registerQuotingActions } from '../vendors/quoting';
import { documentsRoutes } from './documents-routes';
import { errorHandler } from './http';
import { openApiDocument } from './openapi';
import { outboxRoutes } from './outbox-routes';
import { projectsRoutes } from './projects-routes';
import { quotesRoutes } from './quotes-routes';
import { tagsAnalysisRoutes } from './tags-analysis-routes';
import { taskResourcesRoutes } from './task-resources-routes';
import { tasksRoutes } from './tasks-routes';

export interface ApiRouterDeps {
  config: SandboxConfig;
  verify: VerifyAuthorization;
}

export interface ApiRouter {
  /** Mounted at `/rest/api`. */
  router: express.Router;
  /** Mounted at `/sandbox` (GET /sandbox/outbox, GET /sandbox/vendors). */
  outbox: express.Router;
  /** Stops the simulated vendors and writes the state. */
  close(): Promise<void>;
}

export async function createApiRouter(deps: ApiRouterDeps): Promise<ApiRouter> {
  const { config, verify } = deps;
  const store = await Store.open(config.dataDir, config.reset);
  const scheduler = new Scheduler(store, config.timeScale);
  const ctx: Ctx = { store, config, scheduler };
  registerPreparationActions(ctx);
  registerQuotingActions(ctx);
  registerFulfilmentActions(ctx);
  registerAnalysisActions(ctx);
  if (!store.state.seeded) {
    await seed(ctx);
    await store.flush();
  }
  scheduler.start();

  const router = express.Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });
  router.use(async (req, res, next) => {
    try {
      res.locals.principal = await verify(req.headers.authorization);
    } catch (error) {
      throw error instanceof HttpError ? error : new HttpError(401, 'Unauthorized');
    }
    res.locals.variants = config.variants;
    next();
  });
  router.use(express.json({ limit: '1mb', type: 'application/json' }));
  router.use(tasksRoutes(ctx));
  router.use(taskResourcesRoutes(ctx));
  router.use(documentsRoutes(ctx));
  router.use(projectsRoutes(ctx));
  router.use(quotesRoutes(ctx));
  router.use(tagsAnalysisRoutes(ctx));
  router.use((req) => {
    throw new HttpError(404, `No endpoint ${req.method} ${req.originalUrl}`);
  });
  router.use(errorHandler);

  const outbox = outboxRoutes(store);
  outbox.get('/vendors', (_req, res) => {
    res.json(VENDORS.map((v) => ({ id: v.id, name: v.name, currency: v.currency, unit: v.unit, targets: v.targets })));
  });

  return {
    router,
    outbox,
    async close() {
      await scheduler.stop();
      await store.close();
    },
  };
}
