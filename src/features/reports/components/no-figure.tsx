import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "—" where there is no figure yet (no decision, no quote, no price), with the words for screen readers. */
export function NoFigure() {
  const { t } = useTranslation(['translation', 'reports']);
  return (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden>{t('reports:vendors.none')}</VisuallyHidden>
    </>
  );
}
