/**
 * Budgets (`/budgets`, server mode, admins): the alerts of the current periods, the budgets with their burn-down,
 * the purchase orders with committed, delivered and left, the cost centres, and which projects require a PO.
 */
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BudgetOverview } from '#portal-contract/budgets';
import { PageTitle } from '#portal/components/page-title.tsx';
import { QueryView } from '#portal/components/query-view.tsx';
import { isBffMode } from '#portal/config/runtime-config.ts';
import { useRuntimeConfig } from '#portal/config/runtime-config-context.tsx';
import { BudgetNotices } from '#portal/features/budgets/components/budget-notices.tsx';
import { BudgetsSection } from '#portal/features/budgets/components/budgets-section.tsx';
import { CostCentresSection } from '#portal/features/budgets/components/cost-centres-section.tsx';
import { ProjectSettings } from '#portal/features/budgets/components/project-settings.tsx';
import { PurchaseOrdersSection } from '#portal/features/budgets/components/purchase-orders-section.tsx';
import { BudgetsServerModeNotice } from '#portal/features/budgets/components/server-mode-notice.tsx';
import { budgetQueries } from '#portal/lib/api/budgets/budget-queries.ts';
import { projectQueries } from '#portal/lib/api/projects/project-queries.ts';
import { loadTexts } from '#portal/lib/i18n/i18n.ts';

export async function loader() {
  return loadTexts('budgets');
}

export function Component() {
  const { t } = useTranslation(['translation', 'budgets']);
  const serverMode = isBffMode(useRuntimeConfig());
  const overview = useQuery({ ...budgetQueries.overview(), enabled: serverMode });
  return (
    <Stack>
      <PageTitle>{t('budgets:page.title')}</PageTitle>
      {serverMode ? (
        <>
          <Text c="dimmed">{t('budgets:page.intro')}</Text>
          <QueryView query={overview} loadFailed={t('budgets:page.loadFailed')}>
            {(data) => <Budgets data={data} />}
          </QueryView>
        </>
      ) : (
        <BudgetsServerModeNotice />
      )}
    </Stack>
  );
}

function Budgets({ data }: { data: BudgetOverview }) {
  const projects = useQuery(projectQueries.list()).data ?? [];
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Stack gap="xl">
      <BudgetNotices notices={data.notices} />
      <BudgetsSection budgets={data.budgets} costCentres={data.costCentres} projects={projects} today={today} />
      <PurchaseOrdersSection purchaseOrders={data.purchaseOrders} costCentres={data.costCentres} today={today} />
      <CostCentresSection costCentres={data.costCentres} />
      <ProjectSettings projects={projects} settings={data.projects} />
    </Stack>
  );
}
