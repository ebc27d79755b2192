/** Copies an order's reference to the clipboard; its name and tooltip say which one, then that it was copied. */
import { ActionIcon, CopyButton, Tooltip, type ActionIconProps } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface CopyIdButtonProps {
  id: string;
  size?: ActionIconProps['size'];
  className?: string;
  /** Told the confirmation once copied, e.g. for a live region that outlives the tooltip. */
  onCopied?: (message: string) => void;
  /**
   * Mantine's tooltip (the default), or the browser's own (`title`) where many buttons render at once:
   * each Mantine tooltip sets up floating positioning and four interaction hooks when it mounts.
   */
  tooltip?: 'mantine' | 'native';
}

export function CopyIdButton({ id, size, className, onCopied, tooltip = 'mantine' }: CopyIdButtonProps) {
  const { t } = useTranslation();
  const iconSize = size === 'sm' ? 14 : 16;
  return (
    <CopyButton value={id} timeout={2000}>
      {({ copied, copy }) => {
        const label = copied ? t('common.idCopied') : t('common.copyId', { id });
        const button = (
          <ActionIcon
            className={className}
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            size={size}
            aria-label={label}
            title={tooltip === 'native' ? label : undefined}
            onClick={() => {
              copy();
              onCopied?.(t('common.idCopied'));
            }}
          >
            {copied ? <IconCheck size={iconSize} aria-hidden /> : <IconCopy size={iconSize} aria-hidden />}
          </ActionIcon>
        );
        return tooltip === 'native' ? (
          button
        ) : (
          <Tooltip label={label} withArrow>
            {button}
          </Tooltip>
        );
      }}
    </CopyButton>
  );
}
