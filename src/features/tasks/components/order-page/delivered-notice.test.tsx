/** The notice an open order gives when it is delivered, and the offer of desktop notifications. */
import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { taskSchema, type Task } from '#contract/task';
import { wireTask } from '#test-support/factories/task';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { DesktopNotifyButton, useDeliveredNotice } from './delivered-notice';

const TASK_ID = '65f0a1b2c3d4e5f6a7b8c9d0';
const taskIn = (progress: string): Task => taskSchema.parse(wireTask({ id: TASK_ID, complete: true, progress }));

/** The open order as the order page shows it; the test's own button moves it on as a refetch would. */
function OpenOrder() {
  const [task, setTask] = useState(() => taskIn('ORDER_CONFIRMED'));
  useDeliveredNotice(task);
  return (
    <>
      <DesktopNotifyButton task={task} />
      <button type="button" onClick={() => setTask(taskIn('TRANSLATION_DELIVERED'))}>
        Refetch: delivered
      </button>
    </>
  );
}

afterEach(() => {
  // Mantine's notification store outlives a test's render.
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
  vi.unstubAllGlobals();
});

describe('delivery notice', () => {
  it('tells the user, also on the desktop when allowed, when the open order gets delivered', async () => {
    const shown: { title: string; body: string | undefined }[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      static requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'));
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    const { user } = renderWithProviders(<OpenOrder />);
    expect(
      await screen.findByText(
        'You will get a desktop notification when quotes are ready and when this order is delivered.',
      ),
    ).toBeInTheDocument();
    expect(shown).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Refetch: delivered' }));
    expect(await screen.findByText('Translation delivered')).toBeInTheDocument();
    expect(
      screen.getByText(`Order ${TASK_ID} has been delivered. The documents are ready for download.`),
    ).toBeInTheDocument();
    expect(shown).toEqual([
      {
        title: 'Translation delivered',
        body: `Order ${TASK_ID} has been delivered. The documents are ready for download.`,
      },
    ]);
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
  });

  it('asks for desktop notifications only after a click', async () => {
    const requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'));
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    const { user } = renderWithProviders(<OpenOrder />);
    const button = await screen.findByRole('button', { name: 'Notify me on my desktop' });
    expect(requestPermission).not.toHaveBeenCalled();
    await user.click(button);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText(
        'You will get a desktop notification when quotes are ready and when this order is delivered.',
      ),
    ).toBeInTheDocument();
  });
});
