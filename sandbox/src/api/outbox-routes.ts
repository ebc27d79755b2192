/** GET /sandbox/outbox: the emails the sandbox "sent" (a developer tool, no authentication). */
import express from 'express';
import type { Store } from '../store/store';

export function outboxRoutes(store: Store): express.Router {
  const router = express.Router();
  router.get('/outbox', (req, res) => {
    const taskId = typeof req.query.taskId === 'string' ? req.query.taskId : undefined;
    res.json(store.state.outbox.filter((mail) => !taskId || mail.taskId === taskId));
  });
  return router;
}
