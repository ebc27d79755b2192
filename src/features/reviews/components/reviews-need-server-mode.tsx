/** Browser mode has no portal server to keep reviews: the compare view says what server mode adds. */
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function ReviewsNeedServerMode() {
  const { t } = useTranslation(['translation', 'reviews']);
  return (
    <Alert color="blue" variant="light" role="note" icon={<IconInfoCircle aria-hidden />}>
      {t('reviews:serverModeOnly')}
    </Alert>
  );
}
