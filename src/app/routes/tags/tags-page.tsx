/** Tags (`/tags`): colour, name and how many orders use each tag; recolouring; a tag opens its orders. */
import { Anchor, Badge, ColorSwatch, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '#portal/components/page-title.tsx';
import { QueryUnavailable, QueryView } from '#portal/components/query-view.tsx';
import { ColumnHeads, NumberCell, RowHead } from '#portal/components/table-parts.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { tagQueries } from '#portal/lib/api/tags/tag-queries.ts';
import { TagColorForm } from '#portal/features/tags/components/tag-color-form.tsx';
import { paths } from '#portal/lib/paths.ts';

export function Component() {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const tags = useQuery(tagQueries.list());
  const tasks = useQuery(taskQueries.list());

  const usage = useMemo(() => {
    if (!tasks.data) return undefined;
    const counts = new Map<string, number>();
    for (const task of tasks.data) for (const tag of new Set(task.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    return counts;
  }, [tasks.data]);

  return (
    <Stack>
      <PageTitle>{t('tags.list.title')}</PageTitle>
      <Text c="dimmed">{t('tags.explanation')}</Text>
      <QueryView
        query={tags}
        loadFailed={t('tags.loadFailed')}
        empty={{ title: t('tags.emptyTitle'), description: t('tags.empty') }}
      >
        {(data) => (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" highlightOnHover>
              <ColumnHeads
                columns={[
                  { label: t('tags.name') },
                  { label: t('tags.orders'), numeric: true },
                  { label: t('tags.color') },
                ]}
              />
              <Table.Tbody>
                {data.map((tag) => (
                  <Table.Tr key={tag.id}>
                    <RowHead>
                      <Group gap="xs" wrap="nowrap">
                        <ColorSwatch color={tag.color ?? 'transparent'} size={18} aria-hidden withShadow />
                        <Anchor component={Link} to={paths.orders.getHref({ tag: tag.id })}>
                          {tag.id}
                          <VisuallyHidden>{t('tags.openOrders')}</VisuallyHidden>
                        </Anchor>
                      </Group>
                    </RowHead>
                    <NumberCell>
                      {usage ? (
                        number(usage.get(tag.id) ?? 0)
                      ) : tasks.isError ? (
                        <Badge color="gray" variant="light">
                          {t('tags.unknownCount')}
                        </Badge>
                      ) : (
                        '…'
                      )}
                    </NumberCell>
                    <Table.Td>
                      <TagColorForm tag={tag} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryView>
      <QueryUnavailable query={tasks} message={t('tags.ordersUnavailable')} retryLabel={t('tags.retryOrders')} />
    </Stack>
  );
}
