/** Placeholder: the orders list, to be replaced by the tasks feature. */
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageTitle } from '../../../components/page-title';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>{t('tasks.orders.title')}</PageTitle>
      </Group>
      <EmptyState
        title={t('tasks.orders.empty')}
        description={t('tasks.orders.emptyDescription')}
        action={
          <Button component={Link} to="/orders/new" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('nav.newOrder')}
          </Button>
        }
      />
    </Stack>
  );
}
