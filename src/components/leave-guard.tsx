/**
 * Asks before leaving a page that would lose something (unsaved changes, running uploads): in-app
 * navigation to another page (router blocker) and tab close or reload (the browser's own prompt).
 * Changes of the query string alone (switching sections or tabs) are not guarded.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export interface LeaveGuardProps {
  when: boolean;
  title: string;
  message: string;
  stayLabel: string;
  leaveLabel: string;
  /** Runs when the user chooses to leave, e.g. to drop the unsaved input kept for a reload. */
  onLeave?: () => void;
}

export function LeaveGuard({ when, title, message, stayLabel, leaveLabel, onLeave }: LeaveGuardProps) {
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
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={title} centered>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {stayLabel}
        </Button>
        <Button
          color="red"
          onClick={() => {
            onLeave?.();
            blocker.proceed?.();
          }}
        >
          {leaveLabel}
        </Button>
      </Group>
    </Modal>
  );
}
