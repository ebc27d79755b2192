import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageTitle } from '#portal/components/page-title.tsx';
import { canAccess, type Area } from '#portal/lib/auth/roles.ts';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';

/** Route wrapper: renders its pages only for roles that may open the area. */
export function RequireArea({ area, children }: { area: Area; children?: ReactNode }) {
  const user = useCurrentUser();
  if (!canAccess(user.roles, area)) return <Forbidden />;
  return children ?? <Outlet />;
}

export function Forbidden() {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageTitle>{t('errors.forbidden.title')}</PageTitle>
      <Alert color="yellow" variant="light">
        {t('errors.forbidden.description')}
      </Alert>
    </Stack>
  );
}
