/** Asks before leaving a page with unsaved changes: in-app navigation (router blocker) and tab close/reload. */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  // Switching sections only changes the query string; only leaving the page is guarded.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('projects.guard.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Text size="sm">{t('projects.guard.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('projects.guard.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('projects.guard.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
