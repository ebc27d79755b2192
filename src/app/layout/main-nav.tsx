import { NavLink, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageSettled } from '#portal/components/deferred.tsx';
import { isBffMode } from '#portal/config/runtime-config.ts';
import { useRuntimeConfig } from '#portal/config/runtime-config-context.tsx';
import { canAccess } from '#portal/lib/auth/roles.ts';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { decidesOrders } from '#portal/lib/task-lifecycle/actions.ts';
import { NAV_ITEMS, type NavItem } from './nav-items';

// A count whose code could not be loaded (a deployment replaced it) is left out: the navigation works without it.
const DecisionCount = lazy(() =>
  import('./decision-count').then(
    (module) => ({ default: module.DecisionCount }),
    () => ({ default: () => null }),
  ),
);

/** Server mode's approvals: a chunk of its own, so browser mode's first page does not carry it. */
const ApprovalsNav = lazy(() => import('./approvals-nav'));

function isActive(item: NavItem, pathname: string): boolean {
  if (item.end) return pathname === item.to;
  if (pathname !== item.to && !pathname.startsWith(`${item.to}/`)) return false;
  // "Orders" stays active on /orders/:id, but not on /orders/new which has its own link.
  return !NAV_ITEMS.some((other) => other !== item && other.end && pathname === other.to);
}

/** The main navigation: only the areas the user's roles may open. */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { roles } = useCurrentUser();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  // The count reads every order that may wait for a decision: it starts once the page's own reads are in, so
  // the page the user opened comes first on a phone's network and CPU.
  const settled = usePageSettled();
  const count =
    settled && decidesOrders(roles) ? (
      <Suspense fallback={null}>
        <DecisionCount />
      </Suspense>
    ) : undefined;
  const serverMode = isBffMode(useRuntimeConfig());

  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {NAV_ITEMS.filter((item) => canAccess(roles, item.area)).map((item) => {
        const active = isActive(item, pathname);
        return (
          <li key={item.to}>
            <NavLink
              component={Link}
              to={item.to}
              label={t(item.labelKey)}
              leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
              rightSection={item.area === 'orders' ? count : undefined}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={() => {
                if (item.refreshes) void queryClient.invalidateQueries({ queryKey: item.refreshes });
                onNavigate?.();
              }}
            />
          </li>
        );
      })}
      {serverMode && (
        <Suspense fallback={null}>
          <ApprovalsNav onNavigate={onNavigate} />
        </Suspense>
      )}
    </Stack>
  );
}
