/**
 * Ordering post-editing of a delivered machine translation, asked for first: the confirmation names the language
 * and what happens (vendors quote for it), and the orderer hears when the service took it. The delivery card
 * offers it, and so does a review that found the machine translation wanting.
 */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useRequestPostEditing } from '#portal/lib/api/deliveries/use-request-post-editing.ts';

export function usePostEditingOffer(taskId: string, deliveryId: string, language: string) {
  const { t } = useTranslation();
  const mutation = useRequestPostEditing();
  const confirm = () =>
    modals.openConfirmModal({
      title: t('deliveries.section.postEditingTitle', { language }),
      children: <Text size="sm">{t('deliveries.section.postEditingBody', { language })}</Text>,
      labels: {
        confirm: t('deliveries.section.postEditingConfirm'),
        cancel: t('deliveries.section.postEditingCancel'),
      },
      onConfirm: () =>
        mutation.mutate(
          { taskId, deliveryId },
          {
            onSuccess: () =>
              notifications.show({
                color: 'teal',
                message: t('deliveries.section.postEditingRequested', { language }),
              }),
          },
        ),
    });
  return { confirm, mutation };
}
