import { Title, type TitleProps } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `document.title` to "<page> · Translation Portal" while mounted. */
export function useDocumentTitle(page: string | null | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = page ? t('common.documentTitle', { page }) : t('common.appName');
  }, [page, t]);
}

/**
 * The page's h1, which also sets the document title. The shell moves focus here after navigation,
 * hence `tabIndex={-1}` and `data-page-heading`.
 */
export function PageTitle({
  children,
  documentTitle,
  ...props
}: Omit<TitleProps, 'order'> & { children: string; documentTitle?: string }) {
  useDocumentTitle(documentTitle ?? children);
  return (
    // A long word (an order's id) breaks rather than widening a phone's page.
    <Title order={1} tabIndex={-1} data-page-heading style={{ overflowWrap: 'anywhere' }} {...props}>
      {children}
    </Title>
  );
}
