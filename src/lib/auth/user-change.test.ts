import { UserManager, type User } from 'oidc-client-ts';
import { clearCacheOnUserChange } from './user-change';

function setup(initialSub: string | null) {
  const events = new UserManager({
    authority: 'https://id.example.com',
    client_id: 'x',
    redirect_uri: 'https://app.example.com/cb',
  }).events;
  const userManager = {
    events,
    getUser: () => Promise.resolve(initialSub ? ({ profile: { sub: initialSub } } as User) : null),
  } as unknown as Pick<UserManager, 'events' | 'getUser'>;
  const queryClient = { clear: vi.fn() };
  const detach = clearCacheOnUserChange(userManager, queryClient);
  const load = (sub: string) => events.load({ profile: { sub } } as User);
  return { events, queryClient, detach, load };
}

describe('clearCacheOnUserChange', () => {
  it('keeps the cache when the same user renews', async () => {
    const { queryClient, load } = setup('alice');
    await vi.waitFor(() => Promise.resolve());
    await load('alice');
    expect(queryClient.clear).not.toHaveBeenCalled();
  });

  it('clears the cache when another user signs in', async () => {
    const { queryClient, load } = setup('alice');
    await Promise.resolve();
    await load('bob');
    expect(queryClient.clear).toHaveBeenCalledTimes(1);
  });

  it('clears the cache when the user is removed', async () => {
    const { queryClient, events, load } = setup(null);
    await load('alice');
    await events.unload();
    expect(queryClient.clear).toHaveBeenCalledTimes(1);
  });

  it('stops after detaching', async () => {
    const { queryClient, detach, load } = setup('alice');
    await Promise.resolve();
    detach();
    await load('bob');
    expect(queryClient.clear).not.toHaveBeenCalled();
  });
});
