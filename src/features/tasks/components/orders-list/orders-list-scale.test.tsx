/** The orders list with 5,000 orders: search, sort and filters give the right rows and counts at scale. */
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { buildTask } from '#test-support/factories/task';
import { OrdersList } from './orders-list';

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const COUNT = 5_000;
const PROGRESS = ['NEW', 'IN_REVIEW', 'TRANSLATION_DELIVERED', 'TASK_CANCELLED'];
// Order n: comment REF-n, progress by n % 4, every seventh one into Japanese, created one minute apart.
const tasks = Array.from({ length: COUNT }, (_, n) =>
  buildTask({
    id: `ord-${String(n).padStart(5, '0')}`,
    comment: `REF-${n} brochure`,
    progress: PROGRESS[n % 4],
    target: n % 7 === 0 ? ['ja-JP'] : ['de-DE'],
    createdAt: new Date(Date.UTC(2024, 0, 1) + n * 60_000).toISOString(),
  }),
);
const numbers = Array.from({ length: COUNT }, (_, n) => n);
const count = (test: (n: number) => boolean) => numbers.filter(test).length.toLocaleString('en');
const startsWith = (prefix: string) => (n: number) => String(n).startsWith(prefix);

const table = () => screen.getByRole('table', { name: 'Orders' });
/** The order the first row opens. */
const firstReference = () =>
  within(within(table()).getAllByRole('row')[1]!).getByRole('link').getAttribute('href')?.replace('/orders/', '');
const shown = (text: string) => screen.getByText(`${text} of 5,000 orders`);

function renderList(route = '/orders') {
  return renderWithProviders(<OrdersList tasks={tasks} />, { route, path: '/orders' });
}

// Rendering 5,000 orders keystroke by keystroke takes a while in jsdom on a busy machine.
describe('OrdersList with 5,000 orders', { timeout: 60_000 }, () => {
  it('counts the matches of each keystroke, typed and deleted, and shows them', async () => {
    const { user } = renderList();
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(shown('5,000')).toBeInTheDocument();
    await user.click(box);
    await user.paste('ref-1');
    expect(shown(count(startsWith('1')))).toBeInTheDocument();
    await user.type(box, '2');
    expect(shown(count(startsWith('12')))).toBeInTheDocument();
    await user.type(box, '34');
    expect(shown('1')).toBeInTheDocument();
    expect(firstReference()).toBe('ord-01234');
    await user.type(box, '{Backspace}{Backspace}');
    expect(shown(count(startsWith('12')))).toBeInTheDocument();
    await user.type(box, '{Backspace}{Backspace}5');
    expect(shown(count(startsWith('5')))).toBeInTheDocument();
    // The newest first: REF-599 was created last of those.
    expect(firstReference()).toBe('ord-00599');
  });

  it('finds an order by its exact reference', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('searchbox', { name: 'Search orders' }));
    await user.paste('ORD-04777');
    expect(shown('1')).toBeInTheDocument();
    expect(within(table()).getByRole('link', { name: 'REF-4777 brochure' })).toHaveAttribute(
      'href',
      '/orders/ord-04777',
    );
  });

  it('sorts every order by reference and back by date', async () => {
    const { user } = renderList();
    expect(firstReference()).toBe('ord-04999');
    await user.click(screen.getByRole('button', { name: 'Reference' }));
    expect(firstReference()).toBe('ord-00000');
    await user.click(screen.getByRole('button', { name: 'Reference' }));
    expect(firstReference()).toBe('ord-04999');
    await user.click(screen.getByRole('button', { name: 'Created' }));
    expect(firstReference()).toBe('ord-04999');
  });

  it('shows the orders further down as the table scrolls, numbered in the whole list', () => {
    renderList();
    const scroller = table();
    expect(scroller).toHaveAttribute('aria-rowcount', '5001');
    // Scrolled past the 48 px header and 2,000 rows of 64 px: the 2,001st order (row 2,002) is at the top.
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 48 + 2000 * 64 });
    fireEvent.scroll(scroller);
    const row = within(scroller)
      .getAllByRole('row')
      .find((r) => r.getAttribute('aria-rowindex') === '2002');
    expect(within(row!).getByRole('link')).toHaveAttribute('href', '/orders/ord-02999');
    expect(within(scroller).queryByRole('link', { name: 'REF-4999 brochure' })).not.toBeInTheDocument();
  });

  it('filters by progress and language, together with the search', async () => {
    const { user } = renderList('/orders?progress=IN_REVIEW&lang=ja-JP');
    expect(shown(count((n) => n % 4 === 1 && n % 7 === 0))).toBeInTheDocument();
    await user.click(screen.getByRole('searchbox', { name: 'Search orders' }));
    await user.paste('ref-2');
    expect(shown(count((n) => n % 4 === 1 && n % 7 === 0 && startsWith('2')(n)))).toBeInTheDocument();
    expect(firstReference()).toBe('ord-02989');
  });
});
