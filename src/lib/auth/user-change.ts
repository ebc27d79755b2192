/** Keeps one user's cached data from showing to the next: the query cache is cleared when the signed-in `sub` changes or the user is removed. */
import type { QueryClient } from '@tanstack/react-query';
import type { UserManager } from 'oidc-client-ts';

export function clearCacheOnUserChange(
  userManager: Pick<UserManager, 'events' | 'getUser'>,
  queryClient: Pick<QueryClient, 'clear'>,
): () => void {
  let owner: string | null | undefined;
  let disposed = false;

  void userManager.getUser().then((user) => {
    if (!disposed && owner === undefined) owner = user?.profile.sub ?? null;
  });

  // Runs synchronously when oidc-client-ts stores the user, before React renders with it.
  const onLoaded = (user: { profile: { sub: string } }) => {
    if (owner && owner !== user.profile.sub) queryClient.clear();
    owner = user.profile.sub;
  };
  const onUnloaded = () => {
    if (owner) queryClient.clear();
    owner = null;
  };

  // Each `add…` returns the function that removes its callback again.
  const detach = [userManager.events.addUserLoaded(onLoaded), userManager.events.addUserUnloaded(onUnloaded)];
  return () => {
    disposed = true;
    for (const remove of detach) remove();
  };
}
