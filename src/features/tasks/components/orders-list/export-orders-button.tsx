/** "Export CSV" of the orders shown; the CSV code and its texts load on the first click. */
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from './filter-orders';

export function ExportOrdersButton({ rows }: { rows: readonly OrderRow[] }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const { downloadOrdersCsv } = await import('./orders-csv');
      await downloadOrdersCsv(rows);
    } catch {
      notifications.show({ color: 'red', message: t('tasks.orders.exportFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" size="xs" loading={busy} onClick={() => void exportCsv()}>
      {t('tasks.orders.export')}
    </Button>
  );
}
