/** An approver names a substitute for a period, and ends it; a substitute sees whom they stand in for. */
import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError } from '#portal/components/page-error.tsx';
import { QueryError } from '#portal/components/query-view.tsx';
import { approvalQueries } from '#portal/lib/api/approvals/approval-queries.ts';
import { useCreateDelegation, useRevokeDelegation } from '#portal/lib/api/approvals/use-approval-mutations.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';

const today = () => new Date().toISOString().slice(0, 10);
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

export function Delegations({ me, approver }: { me: string; approver: boolean }) {
  const { t } = useTranslation(['translation', 'approvals']);
  const { date } = useFormatters();
  const delegations = useQuery(approvalQueries.delegations());
  const create = useCreateDelegation();
  const revoke = useRevokeDelegation();
  const [substitute, setSubstitute] = useState('');
  const [from, setFrom] = useState(today);
  const [until, setUntil] = useState(inAWeek);
  const [saved, setSaved] = useState(false);

  if (delegations.isError) return <QueryError title={t('approvals:delegations.loadFailed')} query={delegations} />;
  if (!delegations.data) return null;
  const { candidates } = delegations.data;
  const mine = delegations.data.delegations.filter((d) => d.approver.sub === me);
  const forOthers = delegations.data.delegations.filter((d) => d.substitute.sub === me);

  return (
    <Stack component="section" aria-labelledby="delegations-heading" gap="sm">
      <Title order={2} id="delegations-heading" size="h3">
        {t('approvals:delegations.title')}
      </Title>
      {forOthers.map((d) => (
        <Text key={d.id} size="sm">
          {t('approvals:delegations.forYou', { name: d.approver.name, until: date(d.endsAt) })}
        </Text>
      ))}
      {approver && (
        <>
          <Text size="sm" c="dimmed">
            {t('approvals:delegations.intro')}
          </Text>
          {mine.map((d) => (
            <Group key={d.id} gap="sm" wrap="wrap">
              <Text size="sm">
                {t('approvals:delegations.current', {
                  name: d.substitute.name,
                  from: date(d.startsAt),
                  until: date(d.endsAt),
                })}
              </Text>
              <Button
                size="xs"
                variant="default"
                aria-label={t('approvals:delegations.revokeLabel', { name: d.substitute.name })}
                loading={revoke.isPending && revoke.variables === d.id}
                onClick={() => revoke.mutate(d.id)}
              >
                {t('approvals:delegations.revoke')}
              </Button>
            </Group>
          ))}
          {candidates.length === 0 ? (
            <Text size="sm">{t('approvals:delegations.noCandidates')}</Text>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                setSaved(false);
                create.mutate(
                  {
                    substituteSub: substitute,
                    startsAt: new Date(`${from}T00:00:00`).toISOString(),
                    endsAt: new Date(`${until}T23:59:59`).toISOString(),
                  },
                  { onSuccess: () => setSaved(true) },
                );
              }}
            >
              <Group align="flex-end" gap="sm" wrap="wrap">
                <NativeSelect
                  label={t('approvals:delegations.substitute')}
                  required
                  value={substitute}
                  onChange={(event) => setSubstitute(event.currentTarget.value)}
                  data={[{ value: '', label: '—' }, ...candidates.map((c) => ({ value: c.sub, label: c.name }))]}
                />
                <TextInput
                  type="date"
                  label={t('approvals:delegations.from')}
                  required
                  value={from}
                  onChange={(event) => setFrom(event.currentTarget.value)}
                />
                <TextInput
                  type="date"
                  label={t('approvals:delegations.until')}
                  required
                  value={until}
                  onChange={(event) => setUntil(event.currentTarget.value)}
                />
                <Button type="submit" loading={create.isPending}>
                  {t('approvals:delegations.save')}
                </Button>
              </Group>
              {saved && (
                <Text size="sm" role="status" mt="xs">
                  {t('approvals:delegations.saved')}
                </Text>
              )}
              {create.isError && <PageError title={t('approvals:delegations.saveFailed')} error={create.error} />}
            </form>
          )}
        </>
      )}
    </Stack>
  );
}
