import { Anchor, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A small in-app link with an icon before its text, e.g. "Preview" or "Back to the order". */
export function IconLink({
  to,
  icon,
  children,
  label,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  /** Accessible name when the visible text alone is ambiguous ("Preview" in a list of files). */
  label?: string;
}) {
  return (
    <Anchor component={Link} to={to} size="sm" aria-label={label}>
      <Group gap={4} wrap="nowrap" component="span">
        {icon}
        {children}
      </Group>
    </Anchor>
  );
}
