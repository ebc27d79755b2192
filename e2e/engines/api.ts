/** The sandbox's API as the engine journeys set up data with it: plain fetch and the tests' password grant. */
import { newTask } from '#test-support/factories/task';
import { passwordToken } from '#test-support/token-client';
import type { DemoUser } from '../support/fixtures';

export async function apiClient(origin: string, user: DemoUser) {
  const token = await passwordToken(origin, user);
  async function call<T>(method: string, path: string, body?: unknown, contentType = 'application/json'): Promise<T> {
    const response = await fetch(`${origin}/rest/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'Content-Type': contentType },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
  async function poll<T>(what: string, get: () => Promise<T | undefined>, timeoutMs = 45_000): Promise<T> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const value = await get();
      if (value !== undefined) return value;
      if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const task = (id: string) => `/translationTasks/${encodeURIComponent(id)}`;

  return {
    getTask: (id: string) => call<Record<string, unknown>>('GET', task(id)),
    projectId: async (name: string) => {
      const projects = await call<{ id: string; name: string }[]>('GET', '/projects/');
      const project = projects.find((p) => p.name === name);
      if (!project) throw new Error(`No project named ${name}`);
      return project.id;
    },
    /**
     * Orders `text` as `filename` from English into German in `projectId` (whose deliveries need review),
     * accepts the German quote and waits until its delivery is in review. Returns the order's id.
     */
    async orderInReview(projectId: string, filename: string, text: string): Promise<string> {
      const document = await call<{ id: string }>(
        'POST',
        `/documents/?filename=${encodeURIComponent(filename)}`,
        text,
        'application/octet-stream',
      );
      const created = await call<{ id: string }>(
        'POST',
        '/translationTasks/',
        newTask({ source: 'en-US', target: ['de-DE'], projectId, sourceDocumentIds: [document.id] }),
      );
      await call('PATCH', task(created.id), { complete: true });
      const quote = await poll('a German quote', async () =>
        (await call<{ id: string; target: string; state: string }[]>('GET', `${task(created.id)}/quotes`)).find(
          (q) => q.target === 'de-DE' && q.state === 'OFFERED',
        ),
      );
      await call('PATCH', `/quotes/${encodeURIComponent(quote.id)}`, { state: 'ACCEPTED' });
      await poll('the German delivery in review', async () =>
        (await call<{ target: string; state: string }[]>('GET', `${task(created.id)}/translationDeliveries`)).find(
          (d) => d.target === 'de-DE' && d.state === 'IN_REVIEW',
        ),
      );
      return created.id;
    },
  };
}
