/**
 * The audit trail (`/audit`, server mode, admins and approvers): every decision newest first, filtered by
 * decision, order, project and days, page by page, and the same selection as a CSV the server streams.
 */
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, auditFilterSchema, type AuditFilter } from '#portal-contract/audit';
import { DownloadFileButton } from '#portal/components/file-download.tsx';
import { PageTitle } from '#portal/components/page-title.tsx';
import { QueryView } from '#portal/components/query-view.tsx';
import { isBffMode } from '#portal/config/runtime-config.ts';
import { useRuntimeConfig } from '#portal/config/runtime-config-context.tsx';
import { AuditTable } from '#portal/features/approvals/components/audit-table.tsx';
import { ServerModeNotice } from '#portal/features/approvals/components/server-mode-notice.tsx';
import { fetchAuditCsv } from '#portal/lib/api/approvals/approval-api.ts';
import { approvalQueries } from '#portal/lib/api/approvals/approval-queries.ts';
import { loadTexts } from '#portal/lib/i18n/i18n.ts';

export async function loader() {
  return loadTexts('approvals');
}

const FIELDS = ['action', 'taskId', 'projectId', 'from', 'to'] as const;

function filterOf(params: URLSearchParams): AuditFilter {
  const raw = Object.fromEntries(FIELDS.flatMap((f) => (params.get(f) ? [[f, params.get(f)]] : [])));
  const parsed = auditFilterSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

export function Component() {
  const { t } = useTranslation(['translation', 'approvals']);
  const serverMode = isBffMode(useRuntimeConfig());
  return (
    <Stack>
      <PageTitle>{t('approvals:audit.title')}</PageTitle>
      {serverMode ? <Audit /> : <ServerModeNotice />}
    </Stack>
  );
}

function Audit() {
  const { t } = useTranslation(['translation', 'approvals']);
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const [draft, setDraft] = useState<Record<(typeof FIELDS)[number], string>>(() => ({
    action: filter.action ?? '',
    taskId: filter.taskId ?? '',
    projectId: filter.projectId ?? '',
    from: filter.from ?? '',
    to: filter.to ?? '',
  }));
  const entries = useInfiniteQuery({
    ...approvalQueries.audit(filter),
    select: (data) => data.pages.flatMap((p) => p.entries),
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const f of FIELDS) if (draft[f].trim()) next.set(f, draft[f].trim());
    setParams(next);
  };

  return (
    <Stack>
      <Text c="dimmed">{t('approvals:audit.intro')}</Text>
      <form onSubmit={apply} aria-label={t('approvals:audit.apply')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('approvals:audit.action')}
            value={draft.action}
            onChange={(event) => setDraft({ ...draft, action: event.currentTarget.value })}
            data={[
              { value: '', label: t('approvals:audit.anyAction') },
              ...AUDIT_ACTIONS.map((a) => ({
                value: a,
                label: t(`approvals:audit.actions.${a.replace('.', '_') as 'quote_accepted'}`),
              })),
            ]}
          />
          <TextInput
            label={t('approvals:audit.order')}
            value={draft.taskId}
            onChange={(event) => setDraft({ ...draft, taskId: event.currentTarget.value })}
            w={160}
          />
          <TextInput
            label={t('approvals:audit.project')}
            value={draft.projectId}
            onChange={(event) => setDraft({ ...draft, projectId: event.currentTarget.value })}
            w={160}
          />
          <TextInput
            type="date"
            label={t('approvals:audit.from')}
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('approvals:audit.to')}
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
          />
          <Button type="submit">{t('approvals:audit.apply')}</Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft({ action: '', taskId: '', projectId: '', from: '', to: '' });
              setParams(new URLSearchParams());
            }}
          >
            {t('approvals:audit.clear')}
          </Button>
        </Group>
      </form>
      <DownloadFileButton
        fetchFile={(options) => fetchAuditCsv(filter, options)}
        filename={`audit-${new Date().toISOString().slice(0, 10)}.csv`}
        label={t('approvals:audit.csv')}
        ariaLabel={t('approvals:audit.csv')}
        progressLabel={t('approvals:audit.csv')}
        errorTitle={t('approvals:audit.csvFailed')}
      />
      <QueryView
        query={entries}
        loadFailed={t('approvals:audit.loadFailed')}
        empty={{ title: t('approvals:audit.emptyTitle'), description: t('approvals:audit.empty') }}
      >
        {(list) => (
          <Stack>
            <AuditTable entries={list} />
            {entries.hasNextPage && (
              <Button
                variant="default"
                loading={entries.isFetchingNextPage}
                onClick={() => void entries.fetchNextPage()}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('approvals:audit.more')}
              </Button>
            )}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
