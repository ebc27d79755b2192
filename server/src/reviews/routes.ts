/**
 * Reviews under /bff (server mode): reviewers and admins start a review of a delivered language, mark issues,
 * comment, submit the verdict, override pass or fail, start a new version; whoever the service shows the order
 * to reads its reviews and their exports; admins set the quality profiles; the scorecards read quality facts.
 */
import express, { type Request, type Response } from 'express';
import { z } from '#contract/zod';
import { qualitySettingsSchema } from '#portal-contract/quality-profiles';
import {
  commentInputSchema,
  createReviewSchema,
  issueInputSchema,
  issuePatchSchema,
  overrideInputSchema,
  verdictInputSchema,
} from '#portal-contract/reviews';
import { DecisionError, withDatabase, type Caller, type SignedIn } from '../approvals/context';
import { parse, portalRoute, type PortalHandler } from '../approvals/handlers';
import { personOf } from '../approvals/people';
import type { Tables } from '../db/schema';
import type { Transaction } from 'kysely';
import { orderAccess } from './access';
import type { ReviewDeps } from './context';
import { reviewChanges } from './changes';
import { newVersion, startReview } from './creation';
import { exportReview } from './export-route';
import { qualityFacts } from './facts';
import { addComment, addIssue, editIssue, removeIssue } from './issues';
import { allProfiles, profileHistory, publishProfile } from './profiles';
import { liveScore } from './score';
import { presentReview, reviewRow, UUID } from './store';
import { profileById } from './profiles';
import { overridePassFail, submitVerdict } from './submission';

const WRITERS = ['reviewer', 'admin'] as const;

const factsQuerySchema = z.object({
  from: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  to: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  minimumReviews: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/)),
      z.transform((v) => Number(v)),
    ),
  ),
});

export function reviewRoutes(
  deps: ReviewDeps,
  signedIn: (req: Request, res: Response) => Promise<SignedIn | undefined>,
): express.Router {
  const router = express.Router();
  router.use(['/reviews', '/quality-profiles'], express.json({ limit: '64kb' }));
  const route = portalRoute(deps, signedIn);
  const access = orderAccess(deps.source);
  const db = () => deps.database.db;

  const idOf = (req: Request, name: string) => {
    const id = String(req.params[name]);
    if (!UUID.test(id))
      throw new DecisionError(404, 'not-found', `There is no such ${name === 'id' ? 'review' : 'issue'}`);
    return id;
  };
  /** The review of the path, once the service shows the caller its order. */
  const visible = async (caller: Caller, req: Request) => {
    const row = await withDatabase(deps, () => reviewRow(db(), caller.user.organisation, idOf(req, 'id')));
    await access(caller, row.task_id);
    return row;
  };
  /** A change of the review of the path, in one transaction. */
  const change =
    <T>(run: (trx: Transaction<Tables>, caller: Caller, req: Request) => Promise<T>): PortalHandler =>
    async (caller, req) => {
      await visible(caller, req);
      return withDatabase(deps, () =>
        db()
          .transaction()
          .execute((trx) => run(trx, caller, req)),
      );
    };

  router.post(
    '/reviews',
    route(WRITERS, async (caller, req, res) => {
      const { review, created } = await startReview(deps, caller, parse(createReviewSchema, req.body).deliveryId);
      res.status(created ? 201 : 200);
      return review;
    }),
  );
  router.get(
    '/reviews',
    route(undefined, async (caller, req) => {
      const taskId = typeof req.query.taskId === 'string' ? req.query.taskId : '';
      if (!taskId) throw new DecisionError(400, 'invalid-request', 'taskId: name the order');
      await access(caller, taskId);
      return withDatabase(deps, async () => {
        const rows = await db()
          .selectFrom('reviews')
          .selectAll()
          .where('organisation', '=', caller.user.organisation)
          .where('task_id', '=', taskId)
          .orderBy('target_language')
          .orderBy('started_at')
          .orderBy('version')
          .execute();
        return { reviews: await Promise.all(rows.map((row) => presentReview(db(), row))) };
      });
    }),
  );
  router.get(
    '/reviews/:id',
    route(undefined, async (caller, req) => presentReview(db(), await visible(caller, req))),
  );
  router.get(
    '/reviews/:id/score',
    route(undefined, async (caller, req) => {
      const row = await visible(caller, req);
      if (row.status === 'submitted') return (await presentReview(db(), row)).score;
      return liveScore(db(), row, await profileById(db(), row.profile_id));
    }),
  );
  router.get(
    '/reviews/:id/changes',
    route(undefined, async (caller, req) => reviewChanges(deps, caller, await visible(caller, req))),
  );
  router.post(
    '/reviews/:id/issues',
    route(
      WRITERS,
      change((trx, caller, req) => addIssue(trx, caller, idOf(req, 'id'), parse(issueInputSchema, req.body))),
    ),
  );
  router.patch(
    '/reviews/:id/issues/:issueId',
    route(
      WRITERS,
      change((trx, caller, req) =>
        editIssue(trx, caller, idOf(req, 'id'), idOf(req, 'issueId'), parse(issuePatchSchema, req.body)),
      ),
    ),
  );
  router.delete(
    '/reviews/:id/issues/:issueId',
    route(
      WRITERS,
      change((trx, caller, req) => removeIssue(trx, caller, idOf(req, 'id'), idOf(req, 'issueId'))),
    ),
  );
  router.post(
    '/reviews/:id/issues/:issueId/comments',
    route(
      WRITERS,
      change((trx, caller, req) => {
        const input = parse(commentInputSchema, req.body);
        if (input.parentId !== null && !UUID.test(input.parentId))
          throw new DecisionError(400, 'invalid-request', 'parentId: the issue has no such comment');
        return addComment(trx, caller, idOf(req, 'id'), idOf(req, 'issueId'), input);
      }),
    ),
  );
  router.post(
    '/reviews/:id/verdict',
    route(WRITERS, async (caller, req) => {
      await visible(caller, req);
      return submitVerdict(deps, caller, idOf(req, 'id'), parse(verdictInputSchema, req.body));
    }),
  );
  router.post(
    '/reviews/:id/override',
    route(WRITERS, async (caller, req) => {
      await visible(caller, req);
      return overridePassFail(deps, caller, idOf(req, 'id'), parse(overrideInputSchema, req.body));
    }),
  );
  router.post(
    '/reviews/:id/versions',
    route(WRITERS, async (caller, req, res) => {
      await visible(caller, req);
      res.status(201);
      return newVersion(deps, caller, idOf(req, 'id'));
    }),
  );
  for (const format of ['csv', 'xlsx', 'xlf'] as const)
    router.get(
      `/reviews/:id/issues.${format}`,
      route(undefined, async (caller, req, res) => {
        const row = await visible(caller, req);
        await exportReview(deps, caller, row, format, res);
      }),
    );

  router.get(
    '/quality-profiles',
    route(undefined, (caller) => withDatabase(deps, () => allProfiles(db(), caller.user.organisation))),
  );
  router.get(
    '/quality-profiles/history',
    route(undefined, (caller, req) => {
      const projectId = typeof req.query.projectId === 'string' && req.query.projectId ? req.query.projectId : null;
      return withDatabase(deps, () => profileHistory(db(), caller.user.organisation, projectId));
    }),
  );
  const publish = (caller: Caller, projectId: string | null, settings: Parameters<typeof publishProfile>[3]) =>
    withDatabase(deps, async () => {
      await db()
        .transaction()
        .execute((trx) => publishProfile(trx, caller.user.organisation, projectId, settings, personOf(caller.user)));
      return allProfiles(db(), caller.user.organisation);
    });
  router.put(
    '/quality-profiles',
    route(['admin'], (caller, req) => publish(caller, null, parse(qualitySettingsSchema, req.body))),
  );
  router.put(
    '/quality-profiles/projects/:projectId',
    route(['admin'], (caller, req) =>
      publish(caller, String(req.params.projectId), parse(qualitySettingsSchema, req.body)),
    ),
  );
  router.delete(
    '/quality-profiles/projects/:projectId',
    route(['admin'], (caller, req) => publish(caller, String(req.params.projectId), 'disabled')),
  );

  router.get(
    '/quality/facts',
    route(undefined, (caller, req) =>
      withDatabase(deps, () => qualityFacts(db(), caller.user.organisation, parse(factsQuerySchema, req.query))),
    ),
  );
  return router;
}
