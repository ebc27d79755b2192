import { act, screen } from '@testing-library/react';
import { taskQueries } from '../../../lib/api/tasks/task-queries';
import { setup, TASK_ID, registerOrderPageHooks, wireTask } from './order-page.harness';

// The sibling sections belong to other features and have their own tests.
vi.mock('../../../features/quotes/components/quotes-section', () => ({ QuotesSection: () => null }));
vi.mock('../../../features/analysis/components/analysis-section', () => ({ AnalysisSection: () => null }));

registerOrderPageHooks();

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
    try {
      const { setTask, queryClient } = setup({ task: wireTask({ complete: true, progress: 'ORDER_CONFIRMED' }) });
      expect(await screen.findByRole('region', { name: 'Progress' })).toBeInTheDocument();
      expect(screen.getByText('You will get a desktop notification when this order is delivered.')).toBeInTheDocument();
      expect(shown).toEqual([]);

      setTask(wireTask({ complete: true, progress: 'TRANSLATION_DELIVERED' }));
      await act(() => queryClient.invalidateQueries({ queryKey: taskQueries.detail(TASK_ID).queryKey }));
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
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks for desktop notifications only after a click', async () => {
    const requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'));
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    try {
      const { user } = setup({ task: wireTask({ complete: true, progress: 'ORDER_CONFIRMED' }) });
      const button = await screen.findByRole('button', { name: 'Notify me on my desktop' });
      expect(requestPermission).not.toHaveBeenCalled();
      await user.click(button);
      expect(requestPermission).toHaveBeenCalledTimes(1);
      expect(
        await screen.findByText('You will get a desktop notification when this order is delivered.'),
      ).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
