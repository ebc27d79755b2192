import { Group, Text } from '@mantine/core';

/** A row of labelled figures ("Text units 40 · Words 512"), as a description list. */
export function Figures({ items }: { items: readonly (readonly [label: string, value: string])[] }) {
  return (
    <Group component="dl" gap="lg" m={0}>
      {items.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {value}
          </Text>
        </div>
      ))}
    </Group>
  );
}
