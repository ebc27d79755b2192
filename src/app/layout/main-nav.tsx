import { NavLink, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { canAccess } from '#portal/lib/auth/roles.ts';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { DecisionCount } from './decision-count';
import { NAV_ITEMS, type NavItem } from './nav-items';

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
              rightSection={item.area === 'orders' ? <DecisionCount /> : undefined}
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
    </Stack>
  );
}
