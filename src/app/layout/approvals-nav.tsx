/**
 * Server mode's links to the approvals, the rules, the budgets and the audit trail, with the count of requests waiting for
 * the user's decision and of the budgets past an alert level (50, 80 or 100 %) in their current period. Its own chunk, loaded only in server mode: the first page of browser mode stays as it was.
 */
import { Badge, NavLink, VisuallyHidden } from '@mantine/core';
import { IconChecklist, IconHistory, IconReportMoney, IconScale } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { approvalQueries } from '#portal/lib/api/approvals/approval-queries.ts';
import { budgetQueries } from '#portal/lib/api/budgets/budget-queries.ts';
import { canAccess } from '#portal/lib/auth/roles.ts';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { paths } from '#portal/lib/paths.ts';

/** How often the count is asked for while the portal is open. */
const SUMMARY_REFRESH_MS = 60_000;

function CountBadge({ count, colour, label }: { count: number; colour: string; label: (shown: string) => string }) {
  const { number } = useFormatters();
  if (count === 0) return null;
  const shown = number(count);
  return (
    <Badge color={colour} variant="filled" c="black" size="sm" circle={count < 10}>
      <span aria-hidden>{shown}</span>
      <VisuallyHidden>{label(shown)}</VisuallyHidden>
    </Badge>
  );
}

const refreshing = { refetchInterval: SUMMARY_REFRESH_MS, refetchIntervalInBackground: false } as const;

function WaitingCount() {
  const { t } = useTranslation(['translation', 'approvals']);
  const summary = useQuery({ ...approvalQueries.summary(), ...refreshing });
  const count = summary.data?.waiting ?? 0;
  return <CountBadge count={count} colour="orange.3" label={(shown) => t('approvals:nav.waiting', { count, shown })} />;
}

/** The budgets past an alert level in their current period (each counted once, at the highest level it reached). */
function AlertCount() {
  const { t } = useTranslation(['translation', 'approvals']);
  const notices = useQuery({ ...budgetQueries.notices(), ...refreshing });
  const count = new Set((notices.data?.notices ?? []).map((n) => n.budgetId)).size;
  return (
    <CountBadge count={count} colour="red.3" label={(shown) => t('approvals:nav.budgetAlerts', { count, shown })} />
  );
}

export default function ApprovalsNav({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation(['translation', 'approvals']);
  const { roles } = useCurrentUser();
  const { pathname } = useLocation();
  const items = [
    { area: 'approvals', to: paths.approvals.getHref(), label: t('approvals:nav.approvals'), icon: IconChecklist },
    { area: 'approvalRules', to: paths.approvalRules.getHref(), label: t('approvals:nav.rules'), icon: IconScale },
    { area: 'budgets', to: paths.budgets.getHref(), label: t('approvals:nav.budgets'), icon: IconReportMoney },
    { area: 'audit', to: paths.audit.getHref(), label: t('approvals:nav.audit'), icon: IconHistory },
  ] as const;
  return items
    .filter((item) => canAccess(roles, item.area))
    .map((item) => {
      const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
      return (
        <li key={item.to}>
          <NavLink
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
            rightSection={
              item.area === 'approvals' ? <WaitingCount /> : item.area === 'budgets' ? <AlertCount /> : undefined
            }
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={() => onNavigate?.()}
          />
        </li>
      );
    });
}
