/**
 * Approval rules (`/approval-rules`, server mode, admins): the organisation's bands, each project's own, and the
 * reference rates. The portal server applies them to every acceptance; every change is in the audit trail.
 */
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RulesResponse } from '#portal-contract/approvals';
import { PageTitle } from '#portal/components/page-title.tsx';
import { QueryView } from '#portal/components/query-view.tsx';
import { isBffMode } from '#portal/config/runtime-config.ts';
import { useRuntimeConfig } from '#portal/config/runtime-config-context.tsx';
import { RatesForm } from '#portal/features/approvals/components/rates-form.tsx';
import { RulesForm } from '#portal/features/approvals/components/rules-form.tsx';
import { ServerModeNotice } from '#portal/features/approvals/components/server-mode-notice.tsx';
import { approvalQueries } from '#portal/lib/api/approvals/approval-queries.ts';
import { useRemoveProjectRules, useSaveRates, useSaveRules } from '#portal/lib/api/approvals/use-approval-mutations.ts';
import { projectQueries } from '#portal/lib/api/projects/project-queries.ts';
import { loadTexts } from '#portal/lib/i18n/i18n.ts';

export async function loader() {
  return loadTexts('approvals');
}

export function Component() {
  const { t } = useTranslation(['translation', 'approvals']);
  const serverMode = isBffMode(useRuntimeConfig());
  const rules = useQuery({ ...approvalQueries.rules(), enabled: serverMode });
  return (
    <Stack>
      <PageTitle>{t('approvals:rules.title')}</PageTitle>
      {serverMode ? (
        <>
          <Text c="dimmed">{t('approvals:rules.intro')}</Text>
          <QueryView query={rules} loadFailed={t('approvals:rules.loadFailed')}>
            {(data) => <Rules data={data} />}
          </QueryView>
        </>
      ) : (
        <ServerModeNotice />
      )}
    </Stack>
  );
}

function Rules({ data }: { data: RulesResponse }) {
  const { t } = useTranslation(['translation', 'approvals']);
  const projects = useQuery(projectQueries.list());
  const save = useSaveRules();
  const remove = useRemoveProjectRules();
  const rates = useSaveRates();
  const [adding, setAdding] = useState('');
  const [savedFor, setSavedFor] = useState<string | null | undefined>(undefined);
  const nameOf = (id: string) => projects.data?.find((p) => p.id === id)?.name ?? id;
  const withOwn = new Set(data.projects.map((p) => p.projectId));
  const candidates = (projects.data ?? []).filter((p) => !withOwn.has(p.id));
  const saving = (projectId: string | null) => save.isPending && save.variables.projectId === projectId;
  const failed = (projectId: string | null) =>
    save.isError && save.variables.projectId === projectId ? save.error : null;

  return (
    <Stack gap="xl">
      <RulesForm
        key={`organisation ${data.organisation.updatedAt ?? ''}`}
        rules={data.organisation}
        projectId={null}
        heading={t('approvals:rules.organisation')}
        headingId="rules-organisation"
        busy={saving(null)}
        error={failed(null)}
        saved={savedFor === null}
        onSave={(input) => save.mutate({ projectId: null, rules: input }, { onSuccess: () => setSavedFor(null) })}
      />
      {data.projects.map((rules) => (
        <RulesForm
          key={`${rules.projectId ?? ''} ${rules.updatedAt ?? ''}`}
          rules={rules}
          projectId={rules.projectId}
          heading={`${t('approvals:rules.project')}: ${nameOf(rules.projectId ?? '')}`}
          headingId={`rules-${rules.projectId ?? ''}`}
          busy={saving(rules.projectId)}
          error={failed(rules.projectId)}
          saved={savedFor === rules.projectId}
          onSave={(input) =>
            save.mutate({ projectId: rules.projectId, rules: input }, { onSuccess: () => setSavedFor(rules.projectId) })
          }
          extra={
            <Button
              variant="default"
              color="red"
              loading={remove.isPending && remove.variables === rules.projectId}
              onClick={() => remove.mutate(rules.projectId ?? '')}
            >
              {t('approvals:rules.removeProject')}
            </Button>
          }
        />
      ))}
      {candidates.length > 0 && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('approvals:rules.addProject')}
            value={adding}
            onChange={(event) => setAdding(event.currentTarget.value)}
            data={[{ value: '', label: '—' }, ...candidates.map((p) => ({ value: p.id, label: p.name }))]}
          />
          <Button
            variant="default"
            disabled={adding === ''}
            loading={saving(adding)}
            onClick={() => {
              const { updatedAt: _a, updatedBy: _b, ...defaults } = data.organisation;
              save.mutate(
                { projectId: adding, rules: { ...defaults, projectId: adding } },
                { onSuccess: () => setAdding('') },
              );
            }}
          >
            {t('approvals:rules.save')}
          </Button>
        </Group>
      )}
      <RatesForm
        key={data.rates.map((r) => `${r.currency}${r.rate}${r.date}`).join()}
        reference={data.organisation.referenceCurrency}
        rates={data.rates}
        // The server dates rates and checks them by the UTC day, as the budgets page does.
        today={new Date().toISOString().slice(0, 10)}
        busy={rates.isPending}
        error={rates.error}
        saved={rates.isSuccess}
        onSave={(next) => rates.mutate(next)}
      />
    </Stack>
  );
}
