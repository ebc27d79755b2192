import { act, screen, waitFor, within } from '@testing-library/react';
import { projectSchema, type Project } from '#contract/project';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { buildTask } from '#test-support/factories/task';
import { OrdersList } from './orders-list';
import { paths } from '#portal/lib/paths.ts';

// jsdom does no layout: give the table's scroll area a size for the row window to read when it scrolls.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const projects: Project[] = [projectSchema.parse({ id: 'p-web', name: 'Marketing website' })];
const tags = [
  { id: 'marketing', color: '#e8590c' },
  { id: 'urgent', color: '#c92a2a' },
];

const featured = [
  buildTask({
    id: 'ord-summer',
    createdAt: '2025-06-01T10:00:00Z',
    comment: 'Homepage copy for the summer campaign',
    projectId: 'p-web',
    tags: ['marketing'],
    target: ['de-DE', 'fr-FR'],
    progress: 'TRANSLATION_DELIVERED',
  }),
  buildTask({ id: 'ord-urgent', createdAt: '2025-05-01T10:00:00Z', tags: ['urgent'], progress: 'NEW' }),
  buildTask({
    id: 'ord-moon',
    createdAt: '2025-04-01T10:00:00Z',
    progress: 'WAITING_FOR_MOON',
    features: ['instant', 'withPostEditing'],
  }),
];
const filler = Array.from({ length: 497 }, (_, i) =>
  buildTask({
    id: `ord-bulk-${String(i).padStart(3, '0')}`,
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
    progress: 'IN_REVIEW',
  }),
);
const tasks = [...featured, ...filler];

function renderList(route = '/orders') {
  return renderWithProviders(<OrdersList tasks={tasks} projects={projects} tags={tags} />, {
    route,
    path: paths.orders.path,
  });
}

const table = () => screen.getByRole('table', { name: 'Orders' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const search = (router: ReturnType<typeof renderList>['router']) => router.state.location.search;

describe('OrdersList', () => {
  it('renders a table with the first rows only, and every column of an order', () => {
    renderList();
    expect(table()).toHaveAttribute('aria-rowcount', '501');
    expect(screen.getByText('500 of 500 orders')).toBeInTheDocument();
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(50);
    const first = rows[0]!;
    expect(first).toHaveAttribute('aria-rowindex', '2');
    const cells = within(first).getAllByRole('cell');
    // Named by its comment; the id below it.
    expect(within(cells[0]!).getByRole('link', { name: 'Homepage copy for the summer campaign' })).toHaveAttribute(
      'href',
      '/orders/ord-summer',
    );
    expect(within(cells[0]!).getByText('ord-summer')).toBeInTheDocument();
    expect(within(cells[0]!).getByRole('button', { name: 'Copy reference ord-summer' })).toBeInTheDocument();
    expect(cells[0]).toHaveTextContent('Homepage copy for the summer campaign');
    // Codes, then names; the arrow is read as "to".
    expect(cells[2]).toHaveTextContent(
      /^en-US →to de-DE, fr-FREnglish \(United States\) →to German \(Germany\), French \(France\)$/,
    );
    expect(cells[3]).toHaveTextContent('Delivered');
    expect(cells[4]).toHaveTextContent('Marketing website');
    expect(within(cells[5]!).getByText('marketing')).toBeInTheDocument();
    expect(cells[6]).toHaveTextContent('Not set');
    expect(cells[7]).toHaveTextContent('Standard');
    // Unknown progress values are shown as they come; the kind is derived from the features.
    const moon = within(bodyRows()[2]!).getAllByRole('cell');
    expect(moon[3]).toHaveTextContent('WAITING_FOR_MOON');
    expect(moon[7]).toHaveTextContent('Instant with post-editing');
  });

  it('sorts by a column from its header and keeps the sort in the URL', async () => {
    const { user, router } = renderList();
    const created = screen.getByRole('columnheader', { name: 'Created' });
    expect(created).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Reference' }));
    expect(screen.getByRole('columnheader', { name: 'Reference' })).toHaveAttribute('aria-sort', 'ascending');
    expect(created).not.toHaveAttribute('aria-sort');
    expect(search(router)).toBe('?sort=reference&dir=asc');
    expect(within(bodyRows()[0]!).getByRole('link')).toHaveAttribute('href', '/orders/ord-bulk-000');
    await user.click(screen.getByRole('button', { name: 'Reference' }));
    expect(screen.getByRole('columnheader', { name: 'Reference' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(bodyRows()[0]!).getByRole('link')).toHaveAttribute('href', '/orders/ord-urgent');
  });

  it('searches as the user types and writes the search to the URL', async () => {
    const { user, router } = renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'SUMMER');
    expect(await screen.findByText('1 of 500 orders')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    expect(within(bodyRows()[0]!).getByRole('link')).toHaveAttribute('href', '/orders/ord-summer');
    await waitFor(() => expect(search(router)).toBe('?q=SUMMER'));
  });

  it('applies filters from a shared URL and clears them', async () => {
    const { user, router } = renderList('/orders?tag=urgent&progress=NEW');
    expect(screen.getByText('1 of 500 orders')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByRole('link')).toHaveAttribute('href', '/orders/ord-urgent');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByText('500 of 500 orders')).toBeInTheDocument();
    expect(search(router)).toBe('');
  });

  it('restores the search box from the URL', () => {
    renderList('/orders?q=moon&kind=instantWithPostEditing');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('moon');
    expect(screen.getByText('1 of 500 orders')).toBeInTheDocument();
  });

  it('shows the search of the URL the back button returns to', async () => {
    const { user, router } = renderList('/orders?q=moon');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
    await act(() => router.navigate(-1));
    expect(search(router)).toBe('?q=moon');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('moon');
    expect(screen.getByText('1 of 500 orders')).toBeInTheDocument();
  });

  it('adds a filter chosen in a filter field to the URL, with the search typed so far', async () => {
    const { user, router } = renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'moon');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Instant with post-editing' }));
    expect(search(router)).toBe('?q=moon&kind=instantWithPostEditing');
    expect(screen.getByText('1 of 500 orders')).toBeInTheDocument();
  });

  it('filters the orders without a project', async () => {
    const { user, router } = renderList();
    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    await user.click(await screen.findByRole('option', { name: 'No project' }));
    expect(search(router)).toBe('?project=-');
    expect(screen.getByText('499 of 500 orders')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Homepage copy for the summer campaign' })).not.toBeInTheDocument();
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    const { user } = renderList('/orders?q=nothing-like-this');
    expect(screen.getByRole('heading', { name: 'No orders match these filters' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
    expect(table()).toBeInTheDocument();
  });
});

describe('the "Needs your decision" filter', () => {
  const waiting = (target: string) => ({
    target,
    stage: 'decide' as const,
    postEditing: false,
    vendors: { asked: 2, answered: 2, offered: 2 },
  });
  const languages = new Map([
    ['ord-urgent', [waiting('de-DE')]],
    ['ord-moon', [{ ...waiting('fr-FR'), stage: 'translating' as const }]],
  ]);
  const renderWithDecisions = (route = '/orders') =>
    renderWithProviders(<OrdersList tasks={tasks} projects={projects} tags={tags} languages={languages} />, {
      route,
      path: paths.orders.path,
    });

  it('shows only the orders waiting for a choice, counted among all orders, and Clear filters lifts it', async () => {
    const { user, router } = renderWithDecisions();
    const chip = screen.getByRole('checkbox', { name: 'Needs your decision (1)' });
    await user.click(chip);
    expect(search(router)).toBe('?decide=1');
    expect(screen.getByText('1 of 500 orders')).toBeInTheDocument();
    expect(within(table()).getByRole('link', { name: 'ord-urgent' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(search(router)).toBe('');
    expect(screen.getByRole('checkbox', { name: 'Needs your decision (1)' })).not.toBeChecked();
    expect(screen.getByText('500 of 500 orders')).toBeInTheDocument();
  });

  it('keeps the decision filter when another filter is added from a shared URL', async () => {
    const { user, router } = renderWithDecisions('/orders?decide=1');
    expect(screen.getByRole('checkbox', { name: 'Needs your decision (1)' })).toBeChecked();
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'moon');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Instant with post-editing' }));
    expect(new URLSearchParams(search(router)).get('decide')).toBe('1');
    expect(new URLSearchParams(search(router)).get('kind')).toBe('instantWithPostEditing');
    // The one such order waits for no decision.
    expect(screen.getByRole('heading', { name: 'No orders match these filters' })).toBeInTheDocument();
  });
});
