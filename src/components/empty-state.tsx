import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Usually a button that gets the user going, e.g. "New order". */
  action?: ReactNode;
  icon?: ReactNode;
  /** Heading level of the title; 2 under a page's h1. */
  headingOrder?: 2 | 3 | 4;
}

export function EmptyState({ title, description, action, icon, headingOrder = 2 }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        {icon ?? <IconInbox size={30} stroke={1.5} />}
      </ThemeIcon>
      <Title order={headingOrder} size="h4">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" maw={420}>
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
