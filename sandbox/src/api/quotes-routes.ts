/** /quotes/{id} (accept, reject, cancel) and /translationDeliveries/{id} (post-editing). */
import express from 'express';
import { deliveryPatchSchema } from '#contract/delivery';
import { quotePatchSchema } from '#contract/quote';
import { owned, type Ctx } from '../resources/context';
import { acceptQuote, cancelQuote, rejectQuote, requestPostEditing } from '../vendors/customer-decisions';
import { param, parseBody, principalOf } from './http';
import { presentDelivery, presentQuote } from './present';
import { send } from './variants';

export function quotesRoutes(ctx: Ctx): express.Router {
  const router = express.Router();
  const quoteOf = (req: express.Request, res: express.Response) =>
    owned(ctx.store.state.quotes, param(req, 'quoteId'), principalOf(res).organisation, 'Quote');
  const deliveryOf = (req: express.Request, res: express.Response) =>
    owned(ctx.store.state.deliveries, param(req, 'deliveryId'), principalOf(res).organisation, 'Translation delivery');

  router.get('/quotes/:quoteId', (req, res) => {
    send(res, 'plain', presentQuote(quoteOf(req, res)));
  });

  router.patch('/quotes/:quoteId', (req, res) => {
    const quote = quoteOf(req, res);
    const { state } = parseBody(quotePatchSchema, req);
    if (state === 'ACCEPTED') acceptQuote(ctx, quote);
    else if (state === 'REJECTED') rejectQuote(ctx, quote);
    else cancelQuote(ctx, quote);
    send(res, 'plain', presentQuote(quote));
  });

  router.get('/translationDeliveries/:deliveryId', (req, res) => {
    send(res, 'delivery', presentDelivery(deliveryOf(req, res)));
  });

  router.patch('/translationDeliveries/:deliveryId', (req, res) => {
    const delivery = deliveryOf(req, res);
    parseBody(deliveryPatchSchema, req);
    requestPostEditing(ctx, delivery);
    send(res, 'delivery', presentDelivery(delivery));
  });

  return router;
}
