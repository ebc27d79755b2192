/**
 * Demo data on first start, created through the same code paths as API calls: projects and tags for
 * `acme`, one finished order (quotes, accepted quotes, reviewed deliveries, analysis), a project for `globex`.
 */
import { projectCreateSchema } from '#contract/project';
import { taskCreateSchema, taskPatchSchema } from '#contract/task';
import { DEMO_USERS } from '../idp/users';
import type { Ctx } from '../resources/context';
import { createProject } from '../resources/projects';
import { ensureTags } from '../resources/tags';
import { createTask } from '../resources/tasks';
import { saveDocumentText } from '../store/documents';
import type { Principal } from '../types';
import { acceptQuote, patchTask } from '../vendors/customer-decisions';

/** The demo order belongs to the identity provider's demo orderer. */
const orderer = DEMO_USERS.find((u) => u.username === 'orderer');
export const SEED_USER: Principal = {
  sub: orderer?.sub ?? 'acme-orderer',
  username: 'orderer',
  name: orderer?.name ?? 'Olivia Orderer',
  email: orderer?.email ?? 'orderer@example.com',
  organisation: 'acme',
  roles: ['orderer'],
};

const HOMEPAGE = `Welcome to ACME.
We build tools that make your work easier.
Our products ship to {0} countries every day.
Try it free for 30 days.
Questions? Contact our support team at any time.
Try it free for 30 days.
`;

export async function seed(ctx: Ctx): Promise<void> {
  const all = () => true;
  const marketing = createProject(
    ctx,
    'acme',
    projectCreateSchema.parse({
      name: 'Marketing website',
      lspVendorIds: ['lsp-lingua', 'lsp-northwind', 'lsp-polyglot'],
      availableLanguages: [{ source: 'en-US', target: ['de-DE', 'fr-FR', 'es-ES'] }],
      deliveryWithin: 48,
      withReview: [],
      orderReferenceNumbers: [{ campaign: { number: 'MKT-2025-07' } }],
      notifications: {
        quotation: { receiverTypes: { USER: true }, additionalEmails: [] },
        delivery: {
          receiverTypes: { USER: true, TRANSLATION_TASK: true, ADDITIONAL: true },
          additionalEmails: ['marketing@acme.example'],
          shouldAttachTargetDocuments: true,
        },
      },
    }),
  );
  createProject(
    ctx,
    'acme',
    projectCreateSchema.parse({
      name: 'Legal',
      confidential: true,
      withReview: null,
      lspVendorIds: ['lsp-lingua', 'lsp-northwind'],
      availableLanguages: [{ source: 'en-US', target: ['de-DE', 'fr-FR'] }],
    }),
  );
  ensureTags(ctx.store, 'acme', ['marketing'], '#e8590c');
  ensureTags(ctx.store, 'acme', ['legal'], '#1971c2');
  ensureTags(ctx.store, 'acme', ['urgent'], '#c92a2a');

  const doc = await saveDocumentText(
    ctx.store,
    {
      org: 'acme',
      filename: 'homepage.txt',
      contentType: 'text/plain',
      metadata: { type: 'source', userId: SEED_USER.sub },
    },
    HOMEPAGE,
  );
  const task = await createTask(
    ctx,
    SEED_USER,
    taskCreateSchema.parse({
      source: 'en-US',
      target: ['de-DE', 'fr-FR'],
      projectId: marketing.id,
      sourceDocumentIds: [doc.id],
      tags: ['marketing'],
      comment: 'Homepage copy for the summer campaign.',
    }),
  );
  patchTask(ctx, task, taskPatchSchema.parse({ complete: true }));
  await ctx.scheduler.drain(all);
  for (const target of task.target) {
    const quote = Object.values(ctx.store.state.quotes).find(
      (q) =>
        q.translationTaskId === task.id &&
        q.target === target &&
        q.lspVendorId === 'lsp-lingua' &&
        q.alternative === 'STD',
    );
    if (quote) acceptQuote(ctx, quote);
  }
  await ctx.scheduler.drain(all);

  createProject(
    ctx,
    'globex',
    projectCreateSchema.parse({
      name: 'Globex internal',
      availableLanguages: [{ source: 'en-GB', target: ['de-DE'] }],
    }),
  );
  ctx.store.state.seeded = true;
  ctx.store.changed();
}
