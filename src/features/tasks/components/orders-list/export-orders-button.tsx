/** "Export CSV" of the orders shown; the CSV code and its headers (`reports` texts) load on the first click. */
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from './order-index';
import { progressLabel } from '#portal/lib/task-lifecycle/labels.ts';

export function ExportOrdersButton({ rows }: { rows: readonly OrderRow[] }) {
  const { t, i18n } = useTranslation();
  const exportCsv = () =>
    import('./orders-csv')
      .then((csv) =>
        csv.downloadOrdersCsv(
          rows,
          {
            progress: (progress, kind) => progressLabel(t, progress, kind),
            kind: (kind) => t(`tasks.orders.kind.${kind}`),
          },
          i18n,
        ),
      )
      .catch(() => notifications.show({ color: 'red', message: t('tasks.orders.exportFailed') }));
  return (
    <Button variant="default" size="xs" onClick={() => void exportCsv()}>
      {t('tasks.orders.export')}
    </Button>
  );
}
