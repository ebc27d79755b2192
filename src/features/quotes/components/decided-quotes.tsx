/** A language's quote table once a quote is accepted: folded away behind a button, the decision stays visible above. */
import { Button, Collapse, Stack } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function DecidedQuotes({ count, language, children }: { count: number; language: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        aria-expanded={open}
        aria-controls={id}
        leftSection={open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
        onClick={() => setOpen((was) => !was)}
        aria-label={t(open ? 'quotes.decided.hideLabel' : 'quotes.decided.showLabel', { count, language })}
      >
        {t(open ? 'quotes.decided.hide' : 'quotes.decided.show', { count })}
      </Button>
      <Collapse expanded={open} id={id}>
        {open && children}
      </Collapse>
    </Stack>
  );
}
