/** Audit entries, newest first: when, what, by whom (for whom), which order, the amount, the reason. */
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEntry } from '#portal-contract/audit';
import { Money } from '#portal/components/money.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { paths } from '#portal/lib/paths.ts';

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation(['translation', 'approvals']);
  const { dateTime } = useFormatters();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('approvals:audit.time')}</Table.Th>
            <Table.Th scope="col">{t('approvals:audit.action')}</Table.Th>
            <Table.Th scope="col">{t('approvals:audit.actor')}</Table.Th>
            <Table.Th scope="col">{t('approvals:audit.order')}</Table.Th>
            <Table.Th scope="col">{t('approvals:audit.amount')}</Table.Th>
            <Table.Th scope="col">{t('approvals:audit.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{dateTime(entry.at)}</Table.Td>
              <Table.Td>{t(`approvals:audit.actions.${entry.action.replace('.', '_') as 'quote_accepted'}`)}</Table.Td>
              <Table.Td>
                {entry.actor.name}
                {entry.actingFor && (
                  <Text size="xs" c="dimmed">
                    {t('approvals:audit.actingFor', { name: entry.actingFor.name })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {entry.taskId && (
                  <Anchor component={Link} to={paths.order.getHref(entry.taskId)}>
                    {entry.taskId}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td>
                {entry.amount && entry.currency && <Money amount={entry.amount} currency={entry.currency} />}
                {entry.referenceAmount && entry.referenceCurrency && entry.referenceCurrency !== entry.currency && (
                  <Text size="xs" c="dimmed">
                    <Money amount={entry.referenceAmount} currency={entry.referenceCurrency} />
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {entry.reason &&
                  [t(`approvals:reasons.codes.${entry.reason.code}`), entry.reason.text].filter(Boolean).join(': ')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
