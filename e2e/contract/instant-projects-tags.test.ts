// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { getTaskDeliveries, requestPostEditing } from '#portal/lib/api/deliveries/delivery-api.ts';
import { diffProject } from '#portal/lib/api/projects/diff-project.ts';
import {
  createProject,
  deleteProject,
  getProject,
  getProjects,
  updateProject,
} from '#portal/lib/api/projects/project-api.ts';
import { projectQueries } from '#portal/lib/api/projects/project-queries.ts';
import { getTaskQuotes } from '#portal/lib/api/quotes/quote-api.ts';
import { getTag, getTags, updateTagColor } from '#portal/lib/api/tags/tag-api.ts';
import { tagQueries } from '#portal/lib/api/tags/tag-queries.ts';
import { createTask, deleteTask, getTask, updateTask } from '#portal/lib/api/tasks/task-api.ts';
import { newInstantTask, newTask } from '#test-support/factories/task';
import { failure } from '#portal/test/api.harness.ts';
import { configureApiClient } from '#portal/lib/api/http-client.ts';
import { deliveriesRefetchInterval, taskRefetchInterval } from '#portal/lib/task-lifecycle/polling.ts';
import { describeAgainstSandbox, pollUntilSettled, startRealSandbox, type RealSandbox } from './real-sandbox.harness';

describeAgainstSandbox('instant orders, projects and tags', (mode, variants) => {
  let sandbox: RealSandbox;
  const tokens = { orderer: '', admin: '' };
  let as: keyof typeof tokens = 'orderer';
  const onUnauthorized = vi.fn();

  beforeAll(async () => {
    sandbox = await startRealSandbox(variants);
    tokens.orderer = await sandbox.token('orderer');
    tokens.admin = await sandbox.token('admin');
  }, 60_000);
  beforeEach(() => {
    as = 'orderer';
    configureApiClient({ baseUrl: sandbox.origin, getAccessToken: () => Promise.resolve(tokens[as]), onUnauthorized });
  });
  afterAll(async () => {
    await sandbox.stop();
  });

  it('delivers an instant translation and orders post-editing for one language', async () => {
    const created = await createTask(newInstantTask());
    expect(created.features).toEqual(['instant']);
    expect(created.sourceDocumentIds).toHaveLength(1);
    await updateTask(created.id, { complete: true });
    const delivered = await pollUntilSettled(
      () => getTask(created.id),
      (t) => taskRefetchInterval(t),
    );
    expect(delivered.progress).toBe('TRANSLATION_DELIVERED');
    expect(await getTaskQuotes(created.id)).toEqual([]);

    const deliveries = await pollUntilSettled(
      () => getTaskDeliveries(created.id),
      (d) => deliveriesRefetchInterval(d),
    );
    expect(deliveries.map((d) => d.postEditing)).toEqual([false, false]);
    const fr = deliveries.find((d) => d.target === 'fr-FR');
    if (!fr) throw new Error('expected a fr-FR delivery');
    const postEditing = await requestPostEditing(fr.id);
    expect(postEditing).toMatchObject({ id: fr.id, postEditing: true });
    expect((await getTask(created.id)).progress).toBe('COMPLETE_AND_PREPARED');
  });

  it('lets admins create, read, change and delete projects; orderers get 403; referenced projects 409', async () => {
    as = 'orderer';
    const forbidden = await failure(createProject({ name: 'Not mine' }));
    expect(forbidden).toMatchObject({ kind: 'http', status: 403 });

    as = 'admin';
    const project = await createProject({ name: `Contract ${mode}` });
    expect(project).toMatchObject({ confidential: false, documentConfiguration: { attachOriginals: false } });
    expect((await new QueryClient().fetchQuery(projectQueries.list())).some((p) => p.id === project.id)).toBe(true);
    expect((await getProjects()).some((p) => p.id === project.id)).toBe(true);

    const patch = diffProject(project, {
      name: `Contract ${mode} 2`,
      confidential: true,
      lspVendorIds: project.lspVendorIds,
    });
    expect(patch).toEqual({ name: `Contract ${mode} 2`, confidential: true });
    const updated = await updateProject(project.id, patch);
    expect(updated).toMatchObject({ name: `Contract ${mode} 2`, confidential: true });
    expect((await getProject(project.id)).name).toBe(`Contract ${mode} 2`);

    as = 'orderer';
    expect((await getProject(project.id)).id).toBe(project.id);
    const task = await createTask(newTask({ projectId: project.id }));
    as = 'admin';
    const conflict = await failure(deleteProject(project.id));
    expect(conflict.status).toBe(409);
    expect(conflict.conflict).toMatchObject({
      status: 409,
      error: 'Conflict',
      path: expect.stringContaining(project.id) as unknown,
    });

    as = 'orderer';
    await deleteTask(task.id);
    as = 'admin';
    await deleteProject(project.id);
    expect((await failure(getProject(project.id))).status).toBe(404);
  });

  it('lists, reads and recolours tags created by tagging a task', async () => {
    const tagName = `contract-tag-${mode}`;
    await createTask(newTask({ tags: [tagName] }));
    const tags = await new QueryClient().fetchQuery(tagQueries.list());
    expect(tags.map((t) => t.id)).toContain(tagName);
    expect((await getTags()).length).toBe(tags.length);
    expect((await getTag(tagName)).id).toBe(tagName);
    expect(await updateTagColor(tagName, '#1c7ed6')).toEqual({ id: tagName, color: '#1c7ed6' });
    const invalid = await failure(updateTagColor(tagName, 'blue'));
    expect(invalid.status).toBe(400);
  });

  it('calls onUnauthorized on 401', async () => {
    tokens.orderer = 'not-a-token';
    try {
      expect((await failure(getTags())).status).toBe(401);
      expect(onUnauthorized).toHaveBeenCalled();
    } finally {
      tokens.orderer = await sandbox.token('orderer');
    }
  });
});
