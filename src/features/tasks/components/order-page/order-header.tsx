/** The order's facts: reference, status, languages, kind, project, deadline, tags, contact and comment. */
import { Anchor, Badge, Box, Card, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyIdButton } from '#portal/components/copy-id-button.tsx';
import type { Project } from '#contract/project';
import { kindOfFeatures, type Task } from '#contract/task';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { languageLabel } from '#portal/lib/language-options.ts';
import { tagQueries } from '#portal/lib/api/tags/tag-queries.ts';
import type { LanguageStatus } from '#portal/lib/task-lifecycle/language-states.ts';
import { LanguageStatusList, OrderStatusBadge } from '#portal/features/tasks/components/language-status.tsx';
import { paths } from '#portal/lib/paths.ts';
import { normaliseHex, tagColors } from '#portal/features/tasks/components/orders-list/tag-colors.ts';

function Detail({ label, children, span }: { label: string; children: ReactNode; span?: boolean }) {
  return (
    <Box style={span ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Box component="dd" m={0} mt={2}>
        {children}
      </Box>
    </Box>
  );
}

function Tags({ names }: { names: string[] }) {
  const { t } = useTranslation();
  const tags = useQuery(tagQueries.list());
  if (names.length === 0) return <Text c="dimmed">{t('tasks.order.details.noTags')}</Text>;
  const colours = new Map((tags.data ?? []).map((tag) => [tag.id, tag.color ?? undefined]));
  return (
    <Box component="ul" style={{ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', padding: 0, margin: 0 }}>
      {names.map((name) => {
        // A colour we cannot read shows the tag in neutral grey, as a tag without colour.
        const colour = normaliseHex(colours.get(name));
        return (
          <li key={name}>
            {colour ? (
              <Badge variant="filled" tt="none" style={{ backgroundColor: colour, color: tagColors(colour).text }}>
                {name}
              </Badge>
            ) : (
              <Badge variant="light" color="gray" tt="none">
                {name}
              </Badge>
            )}
          </li>
        );
      })}
    </Box>
  );
}

export interface OrderHeaderProps {
  task: Task;
  /** Undefined while loading, or when the order has no project or the project could not be loaded. */
  project: Project | undefined;
  /** Where each language is; null or absent while unknown or before the order has languages to follow. */
  languages?: readonly LanguageStatus[] | null;
}

export function OrderHeader({ task, project, languages }: OrderHeaderProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const kind = kindOfFeatures(task.features);
  const named = (code: string) => languageLabel(format.languageName, code);

  return (
    <Card withBorder component="section" aria-labelledby="order-details-heading">
      <Title order={2} size="h4" id="order-details-heading" mb="md">
        {t('tasks.order.details.heading')}
      </Title>
      <Box
        component="dl"
        m={0}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
          gap: 'var(--mantine-spacing-md)',
        }}
      >
        <Detail label={t('tasks.order.details.reference')}>
          <Group gap={4} wrap="nowrap">
            <Text ff="monospace" style={{ wordBreak: 'break-all' }}>
              {task.id}
            </Text>
            <CopyIdButton id={task.id} />
          </Group>
        </Detail>
        <Detail label={t('tasks.order.details.status')}>
          <OrderStatusBadge task={task} languages={languages} />
          {languages && languages.length > 1 && <LanguageStatusList languages={languages} />}
        </Detail>
        <Detail label={t('tasks.order.details.languages')}>
          <Text>
            {task.source ? named(task.source) : '—'} →{' '}
            {task.target.length > 0 ? task.target.map(named).join(', ') : '—'}
          </Text>
        </Detail>
        <Detail label={t('tasks.order.details.kind')}>
          <Text>{t(`tasks.order.kinds.${kind}`)}</Text>
        </Detail>
        <Detail label={t('tasks.order.details.project')}>
          {task.projectId ? (
            <Anchor component={Link} to={paths.project.getHref(task.projectId)}>
              {project?.name ?? task.projectId}
            </Anchor>
          ) : (
            <Text c="dimmed">{t('tasks.order.details.noProject')}</Text>
          )}
        </Detail>
        <Detail label={t('tasks.order.details.deadline')}>
          {task.desiredDeadline ? (
            <Text>{format.dateTime(task.desiredDeadline)}</Text>
          ) : (
            <Text c="dimmed">
              {task.projectId ? t('tasks.order.details.projectDefault') : t('tasks.order.details.noDeadline')}
            </Text>
          )}
        </Detail>
        <Detail label={t('tasks.order.details.created')}>
          <Text>{format.dateTime(task.createdAt)}</Text>
        </Detail>
        <Detail label={t('tasks.order.details.email')}>
          <Text style={{ wordBreak: 'break-all' }}>{task.email || '—'}</Text>
        </Detail>
        <Detail label={t('tasks.order.details.tags')} span>
          <Tags names={task.tags} />
        </Detail>
        <Detail label={t('tasks.order.details.comment')} span>
          {task.comment ? (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{task.comment}</Text>
          ) : (
            <Text c="dimmed">{t('tasks.order.details.noComment')}</Text>
          )}
        </Detail>
      </Box>
    </Card>
  );
}
