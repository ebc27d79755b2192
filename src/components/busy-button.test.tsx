import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { BusyButton } from './busy-button';

let setBusy: (busy: boolean) => void = () => {};

function Harness({ initiallyBusy }: { initiallyBusy: boolean }) {
  const [busy, set] = useState(initiallyBusy);
  useEffect(() => {
    setBusy = set;
  }, []);
  return (
    <>
      <BusyButton loading={busy}>Download</BusyButton>
      <input aria-label="Note" />
    </>
  );
}

describe('BusyButton', () => {
  it('gives focus back to the button when its loading state ends', () => {
    renderWithProviders(<Harness initiallyBusy={false} />);
    const button = screen.getByRole('button', { name: 'Download' });
    button.focus();
    // What the browser does when the focused button becomes disabled (jsdom keeps focus on disabled elements).
    button.blur();
    act(() => setBusy(true));
    expect(document.activeElement).toBe(document.body);
    act(() => setBusy(false));
    expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus();
  });

  it('leaves focus where the user moved it meanwhile', () => {
    renderWithProviders(<Harness initiallyBusy />);
    screen.getByRole('textbox', { name: 'Note' }).focus();
    act(() => setBusy(false));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
  });
});
