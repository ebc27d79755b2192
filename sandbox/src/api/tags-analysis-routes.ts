/** /tags (read and recolour) and /analysis (request and read). */
import express from 'express';
import { analysisCreateSchema } from '#contract/analysis';
import { tagPatchSchema } from '#contract/tag';
import { requestAnalysis } from '../analysis/run';
import { owned, type Ctx } from '../resources/context';
import { tagKey, tagsOf } from '../resources/tags';
import { param, parseBody, principalOf } from './http';
import { notFound } from '../http-error';
import { presentAnalysis, presentTag } from './present';
import { send } from './variants';

export function tagsAnalysisRoutes(ctx: Ctx): express.Router {
  const router = express.Router();
  const tagOf = (req: express.Request, res: express.Response) => {
    const id = param(req, 'tagId');
    const tag = ctx.store.state.tags[tagKey(principalOf(res).organisation, id)];
    if (!tag) throw notFound('Tag', id);
    return tag;
  };

  router.get('/tags', (_req, res) => {
    const tags = tagsOf(ctx.store, principalOf(res).organisation).sort((a, b) => a.id.localeCompare(b.id));
    send(res, 'plain', tags.map(presentTag));
  });
  router.get('/tags/:tagId', (req, res) => {
    send(res, 'plain', presentTag(tagOf(req, res)));
  });
  router.patch('/tags/:tagId', (req, res) => {
    const tag = tagOf(req, res);
    tag.color = parseBody(tagPatchSchema, req).color;
    ctx.store.changed();
    send(res, 'plain', presentTag(tag));
  });

  router.post('/analysis', (req, res) => {
    const { translationTaskId } = parseBody(analysisCreateSchema, req);
    const task = owned(ctx.store.state.tasks, translationTaskId, principalOf(res).organisation, 'Translation task');
    send(res, 'plain', presentAnalysis(requestAnalysis(ctx, task)), 201);
  });
  router.get('/analysis/:analysisId', (req, res) => {
    const analysis = owned(
      ctx.store.state.analyses,
      param(req, 'analysisId'),
      principalOf(res).organisation,
      'Analysis',
    );
    send(res, 'plain', presentAnalysis(analysis));
  });

  return router;
}
