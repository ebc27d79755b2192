/** A Mantine Button whose `loading` state does not cost keyboard users their place. */
import { Button, type ButtonProps, type ElementProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useRef, type Ref } from 'react';
import { useFocusAfterBusy } from './use-focus-after-busy';

export interface BusyButtonProps extends ButtonProps, ElementProps<'button', keyof ButtonProps> {
  ref?: Ref<HTMLButtonElement>;
}

/**
 * While `loading`, Mantine disables the button and the browser drops its focus to the page; when loading ends,
 * focus comes back to the button (if it is still there and nothing else took focus meanwhile).
 */
export function BusyButton({ loading = false, ref, ...props }: BusyButtonProps) {
  const own = useRef<HTMLButtonElement>(null);
  const merged = useMergedRef(own, ref);
  useFocusAfterBusy(loading, () => own.current);
  return <Button {...props} ref={merged} loading={loading} />;
}
