import { Anchor, Button, Table } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageName } from '#portal/components/language-name.tsx';
import { ScrollingTable } from '#portal/components/table-parts.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import type { ReviewItem } from './use-review-queue';
import { paths } from '#portal/lib/paths.ts';

export function ReviewTable({
  items,
  projectNames,
}: {
  items: ReviewItem[];
  projectNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const { dateTime, languageName } = useFormatters();
  return (
    <ScrollingTable minWidth={720} role="group" label={t('deliveries.review.title')}>
      <Table striped withTableBorder verticalSpacing="sm">
        <Table.Caption ta="start">{t('deliveries.review.caption', { count: items.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('deliveries.review.order')}</Table.Th>
            <Table.Th scope="col">{t('deliveries.review.language')}</Table.Th>
            <Table.Th scope="col">{t('deliveries.review.project')}</Table.Th>
            <Table.Th scope="col">{t('deliveries.review.deadline')}</Table.Th>
            <Table.Th scope="col">{t('deliveries.review.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map(({ task, delivery }) => {
            const order = t('deliveries.review.orderName', { id: task.id });
            const projectName = task.projectId ? (projectNames.get(task.projectId) ?? task.projectId) : null;
            return (
              <Table.Tr key={delivery.id}>
                <Table.Th scope="row" fw={500}>
                  <Anchor component={Link} to={paths.order.getHref(task.id)}>
                    {order}
                  </Anchor>
                </Table.Th>
                <Table.Td>
                  <LanguageName code={delivery.target} />
                </Table.Td>
                <Table.Td>{projectName ?? t('deliveries.review.noProject')}</Table.Td>
                <Table.Td>
                  {task.desiredDeadline ? dateTime(task.desiredDeadline) : t('deliveries.review.projectDeadline')}
                </Table.Td>
                <Table.Td>
                  <Button
                    component={Link}
                    to={paths.compare.getHref(task.id, delivery.id)}
                    variant="light"
                    size="xs"
                    leftSection={<IconColumns size={16} aria-hidden />}
                    aria-label={t('deliveries.review.compareLabel', { order, language: languageName(delivery.target) })}
                  >
                    {t('deliveries.review.compare')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
