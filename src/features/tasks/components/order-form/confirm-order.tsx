/** "Place this order?": the languages once more before the order goes out; one dialog at a time. */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../../lib/format/use-formatters';
import type { OrderFormValues } from '../../api/order-form-schema';

export function useConfirmOrder() {
  const { t } = useTranslation();
  const { languageName } = useFormatters();
  const open = useRef(false);

  return (values: OrderFormValues, onConfirm: () => void) => {
    if (open.current) return;
    open.current = true;
    const release = () => {
      open.current = false;
    };
    modals.openConfirmModal({
      title: t('tasks.form.confirm.title'),
      children: (
        <Text size="sm">
          {t('tasks.form.confirm.body', {
            source: values.source ? languageName(values.source) : '',
            targets: values.target.map(languageName).join(', '),
          })}
        </Text>
      ),
      labels: { confirm: t('tasks.form.confirm.confirm'), cancel: t('tasks.form.confirm.cancel') },
      onCancel: release,
      onClose: release,
      onConfirm: () => {
        release();
        onConfirm();
      },
    });
  };
}
