import { Badge } from '@mantine/core';
import { tagColors } from './tag-colors';

/** A tag in its own colour, with black or white text for contrast. */
export function TagBadge({ name, color }: { name: string; color: string | null | undefined }) {
  const { background, text } = tagColors(color);
  return (
    <Badge variant="filled" tt="none" title={name} styles={{ root: { backgroundColor: background, color: text } }}>
      {name}
    </Badge>
  );
}
