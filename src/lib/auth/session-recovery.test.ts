import { ErrorResponse, UserManager } from 'oidc-client-ts';
import { attachSilentRenewRecovery, NoRefreshTokenError, reauthenticate } from './session-recovery';

function fakeManager(signinSilent: () => Promise<unknown>, user: { refresh_token?: string } = { refresh_token: 'r' }) {
  const events = new UserManager({
    authority: 'https://id.example.com',
    client_id: 'x',
    redirect_uri: 'https://app.example.com/cb',
  }).events;
  return { events, signinSilent: vi.fn(signinSilent), getUser: () => Promise.resolve(user) } as unknown as Pick<
    UserManager,
    'events' | 'signinSilent' | 'getUser'
  > & {
    signinSilent: ReturnType<typeof vi.fn>;
  };
}

async function expire(manager: ReturnType<typeof fakeManager>) {
  await (manager.events as unknown as { _expiredTimer: { raise(): Promise<void> } })._expiredTimer.raise();
  await vi.waitFor(() => Promise.resolve());
}

const invalidGrant = () => new ErrorResponse({ error: 'invalid_grant' });
const noWait = () => Promise.resolve();

async function raise(manager: ReturnType<typeof fakeManager>, error: Error) {
  await (manager.events as unknown as { _raiseSilentRenewError(e: Error): Promise<void> })._raiseSilentRenewError(
    error,
  );
  // Let the retry loop run.
  await vi.waitFor(() => Promise.resolve());
}

describe('attachSilentRenewRecovery', () => {
  it('retries a network failure and stops when renewal works', async () => {
    let calls = 0;
    const manager = fakeManager(() => (++calls < 2 ? Promise.reject(new Error('Network Error')) : Promise.resolve({})));
    const onGiveUp = vi.fn();
    attachSilentRenewRecovery(manager, { onGiveUp, wait: noWait });

    await raise(manager, new Error('Network Error'));

    await vi.waitFor(() => expect(manager.signinSilent).toHaveBeenCalledTimes(2));
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('gives up after the retries', async () => {
    const manager = fakeManager(() => Promise.reject(new Error('Network Error')));
    const onGiveUp = vi.fn();
    attachSilentRenewRecovery(manager, { onGiveUp, wait: noWait, retryDelaysMs: [1, 1, 1] });

    await raise(manager, new Error('Network Error'));

    await vi.waitFor(() => expect(onGiveUp).toHaveBeenCalledTimes(1));
    expect(manager.signinSilent).toHaveBeenCalledTimes(3);
  });

  it('gives up at once when the provider rejects the refresh token', async () => {
    const manager = fakeManager(() => Promise.resolve({}));
    const onGiveUp = vi.fn();
    attachSilentRenewRecovery(manager, { onGiveUp, wait: noWait });

    await raise(manager, invalidGrant());

    await vi.waitFor(() => expect(onGiveUp).toHaveBeenCalledTimes(1));
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('without a refresh token, tries nothing early and gives up when the access token expires', async () => {
    const manager = fakeManager(() => Promise.reject(new NoRefreshTokenError()), {});
    const onGiveUp = vi.fn();
    attachSilentRenewRecovery(manager, { onGiveUp, wait: noWait });

    await raise(manager, new NoRefreshTokenError());
    expect(onGiveUp).not.toHaveBeenCalled();
    expect(manager.signinSilent).not.toHaveBeenCalled();

    await expire(manager);
    await vi.waitFor(() => expect(onGiveUp).toHaveBeenCalledTimes(1));
    expect(onGiveUp.mock.calls[0]?.[0]).toBeInstanceOf(NoRefreshTokenError);
  });

  it('leaves an expiry with a refresh token to the renewal', async () => {
    const manager = fakeManager(() => Promise.resolve({}));
    const onGiveUp = vi.fn();
    attachSilentRenewRecovery(manager, { onGiveUp, wait: noWait });

    await expire(manager);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('stops listening when detached', async () => {
    const manager = fakeManager(() => Promise.resolve({}));
    const onGiveUp = vi.fn();
    const detach = attachSilentRenewRecovery(manager, { onGiveUp, wait: noWait });
    detach();

    await raise(manager, invalidGrant());

    expect(onGiveUp).not.toHaveBeenCalled();
  });
});

describe('reauthenticate', () => {
  afterEach(() => window.sessionStorage.clear());

  it('redirects back to the current page, once per minute', () => {
    window.history.replaceState(null, '', '/orders/7?tab=files');
    const manager = { signinRedirect: vi.fn(() => Promise.resolve()) };

    expect(reauthenticate(manager, 1_000_000)).toBe(true);
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/orders/7?tab=files' } });

    expect(reauthenticate(manager, 1_030_000)).toBe(false);
    expect(reauthenticate(manager, 1_070_000)).toBe(true);
    expect(manager.signinRedirect).toHaveBeenCalledTimes(2);
    window.history.replaceState(null, '', '/');
  });
});
