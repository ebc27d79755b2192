/** Reading what a page shows, in shapes a test compares at once. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The alert that says what failed (`title`) and why (`reason`, e.g. the service's message). */
export async function findFailure(title: string, reason: string): Promise<HTMLElement> {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(title);
  expect(alert).toHaveTextContent(reason);
  return alert;
}

/** Clicks the failure alert's "Try again". */
export function tryAgain(user: UserEvent, alert: HTMLElement): Promise<void> {
  return user.click(within(alert).getByRole('button', { name: 'Try again' }));
}

/** The terms and values, in order, of the figures list (`<dl>`) that holds the term `firstTerm`. */
export function figureTexts(firstTerm: string): (string | null)[] {
  const list = screen.getByText(firstTerm).closest('dl') as HTMLElement;
  return [...list.querySelectorAll('dt, dd')].map((e) => e.textContent);
}

/** Clicks the button named `button` once it shows, and finds the dialog named `dialog` that it opens. */
export async function openDialog(user: UserEvent, button: string, dialog: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog });
}
