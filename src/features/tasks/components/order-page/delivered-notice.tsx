/**
 * Tells the user when the open order reaches TRANSLATION_DELIVERED: an in-app notification, and a
 * desktop notification when they allowed it (asked for only after a click on "Notify me on my desktop").
 * Quotes that become ready are announced the same way from the navigation (app/layout/decision-count.tsx).
 */
import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '#contract/task';
import { progressGroup, stateAllows } from '#portal/lib/task-lifecycle/states.ts';
import { desktopPermission, showDesktopNotification } from '#portal/lib/desktop-notification.ts';

/** Watches the order's progress; announces the move to TRANSLATION_DELIVERED, not an order that was delivered on arrival. */
export function useDeliveredNotice(task: Task) {
  const { t } = useTranslation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = task.progress;
    const delivered = (progress: string) => progressGroup(progress) === 'delivered';
    if (before === null || delivered(before) || !delivered(task.progress)) return;
    const title = t('tasks.order.delivered.title');
    const message = t('tasks.order.delivered.message', { id: task.id });
    notifications.show({
      id: `delivered-${task.id}`,
      color: 'teal',
      title,
      message,
      autoClose: false,
    });
    showDesktopNotification(title, message, `delivered-${task.id}`);
  }, [task.progress, task.id, t]);
}

/** Offers to enable desktop notifications while the order can still become delivered. */
export function DesktopNotifyButton({ task }: { task: Task }) {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(desktopPermission);

  if (permission === 'unsupported' || !stateAllows(task.progress, 'notifyDelivered')) return null;
  if (permission === 'granted')
    return (
      <Text size="sm" c="dimmed">
        {t('tasks.order.delivered.desktopOn')}
      </Text>
    );
  if (permission === 'denied')
    return (
      <Text size="sm" c="dimmed">
        {t('tasks.order.delivered.desktopDenied')}
      </Text>
    );
  return (
    <Button
      size="xs"
      variant="subtle"
      leftSection={<IconBell size={14} aria-hidden />}
      onClick={() => {
        void Notification.requestPermission().then(setPermission, () => setPermission(desktopPermission()));
      }}
    >
      {t('tasks.order.delivered.desktop')}
    </Button>
  );
}
