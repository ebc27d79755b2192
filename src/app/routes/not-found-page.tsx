import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '#portal/components/page-title.tsx';
import { paths } from '#portal/lib/paths.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack align="flex-start">
      <PageTitle>{t('errors.notFound.title')}</PageTitle>
      <Text>{t('errors.notFound.description', { path: pathname })}</Text>
      <Button component={Link} to={paths.home.getHref()}>
        {t('common.goHome')}
      </Button>
    </Stack>
  );
}
