/**
 * The deadline on a fixed clock: run by the `clock-*` projects of vite.config.ts in UTC,
 * America/Los_Angeles and Pacific/Auckland, each at 00:30, 16:59, 17:05 and 23:59 local time on the last
 * Wednesday of November 2026 (a week on is in December) and on a Friday (the default deadline spans a
 * weekend). What the user picks is what the service receives; a time already past says so and stays shown.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { wireProject } from '#test-support/factories/project';
import { orderFormFromTask } from '#portal/features/tasks/forms/order-form-schema.ts';
import { taskSchema } from '#contract/task';
import { choose, renderOrderForm, serveCreate, setUpOrderFormApi } from './order-form.harness';

const TIMES = [
  [0, 30],
  [16, 59],
  [17, 5],
  [23, 59],
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** As typed into the picker's hour and minute fields. */
const typed = (hours: number, minutes: number) => `${pad(hours)}:${pad(minutes)}`;
/** A local date and time as the portal shows it in English (the tests' browser locale is en-US). */
const shown = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);

beforeEach(() => {
  setUpOrderFormApi();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const renderForm = renderOrderForm;

async function openPicker(user: ReturnType<typeof renderForm>['user']) {
  await user.click(screen.getByRole('button', { name: 'Desired deadline' }));
  return screen.findByRole('dialog', { name: 'Desired deadline' });
}

async function typeTime(user: ReturnType<typeof renderForm>['user'], picker: HTMLElement, time: string) {
  const [hours, minutes] = time.split(':');
  await user.click(within(picker).getByRole('spinbutton', { name: 'Hours' }));
  await user.keyboard(hours!);
  await user.keyboard(minutes!);
  await user.click(within(picker).getByRole('button', { name: 'Confirm the deadline' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Desired deadline' })).not.toBeInTheDocument());
}

describe.each(TIMES)(`in ${process.env.TZ ?? 'the machine time zone'} at %i:%i`, (hours, minutes) => {
  it('keeps the day a week on picked with the arrow keys and the time typed, and sends that moment', async () => {
    vi.setSystemTime(new Date(2026, 10, 25, hours, minutes));
    const posts: Record<string, unknown>[] = [];
    const created = serveCreate('t1', posts);
    const { user, unmount } = renderForm();
    const picker = await openPicker(user);
    const today = within(picker).getByRole('button', { name: '25 November 2026' });
    today.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(picker).getByRole('button', { name: '2 December 2026' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await typeTime(user, picker, '10:30');

    expect(screen.getByRole('button', { name: 'Desired deadline' })).toHaveTextContent(
      shown(new Date(2026, 11, 2, 10, 30)),
    );
    expect(screen.queryByText('The deadline must lie in the future.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.desiredDeadline).toBe(new Date(2026, 11, 2, 10, 30).toISOString());
    // The saved draft, as the service answers it, opens with the deadline as chosen.
    unmount();
    renderForm({ taskId: 't1', initialValues: orderFormFromTask(taskSchema.parse(created()), []) });
    expect(await screen.findByRole('button', { name: 'Desired deadline' })).toHaveTextContent(
      shown(new Date(2026, 11, 2, 10, 30)),
    );
  });

  it('keeps a time already past today as chosen and says why it cannot be saved', async () => {
    vi.setSystemTime(new Date(2026, 10, 25, hours, minutes));
    const posts: Record<string, unknown>[] = [];
    serveCreate('t1', posts);
    const { user } = renderForm();
    const picker = await openPicker(user);
    await user.click(within(picker).getByRole('button', { name: '25 November 2026' }));
    // One minute before now (00:29 at 00:30): earlier than now, later than midnight.
    await typeTime(user, picker, typed(hours, minutes - 1));

    expect(screen.getByRole('button', { name: 'Desired deadline' })).toHaveTextContent(
      shown(new Date(2026, 10, 25, hours, minutes - 1)),
    );
    expect(await screen.findByText('The deadline must lie in the future.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The deadline must lie in the future.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('announces the project default counted in business hours over the weekend', async () => {
    // Friday 27 November: 24 business hours end on Monday at the same time of day.
    vi.setSystemTime(new Date(2026, 10, 27, hours, minutes));
    server.use(
      http.get(`${API}/projects/`, () => HttpResponse.json([wireProject({ name: 'Website', deliveryWithin: 24 })])),
    );
    const { user } = renderForm();
    await choose(user, 'Project', 'Website');
    expect(
      await screen.findByText(
        `Leave empty to use the project's default: due ${shown(new Date(2026, 10, 30, hours, minutes))}.`,
      ),
    ).toBeInTheDocument();
  });
});
