/**
 * Asks before leaving a page that would lose something (unsaved changes, running uploads): in-app
 * navigation to another page (router blocker) and tab close or reload (the browser's own prompt).
 * Changes of the query string alone (switching sections or tabs) are not guarded.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/** The catalogue groups that word a guard, each with its `title`, `message`, `stay` and `leave`. */
export type LeaveGuardTexts = 'leaveGuard.project' | 'tasks.form.uploadGuard';

export interface LeaveGuardProps {
  when: boolean;
  /** Where the dialog's title and message and its two buttons' labels stand in the catalogue. */
  texts: LeaveGuardTexts;
  /** Runs when the user chooses to leave, e.g. to drop the unsaved input kept for a reload. */
  onLeave?: () => void;
}

export function LeaveGuard({ when, texts, onLeave }: LeaveGuardProps) {
  const { t } = useTranslation();
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
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t(`${texts}.title`)} centered>
      <Text size="sm">{t(`${texts}.message`)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t(`${texts}.stay`)}
        </Button>
        <Button
          color="red"
          onClick={() => {
            onLeave?.();
            blocker.proceed?.();
          }}
        >
          {t(`${texts}.leave`)}
        </Button>
      </Group>
    </Modal>
  );
}
