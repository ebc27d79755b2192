/**
 * Mantine `styles` for a Button whose label may be longer than a phone is wide (German labels especially):
 * the label wraps inside the button, which never grows past its container.
 */
export const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)', maxWidth: '100%', paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;
