/**
 * The portal's URLs, in one place (bulletproof-react's paths.ts): `path` is the route pattern the
 * router matches, `getHref` builds a link to it. Every route definition, `navigate(...)`, `<Link to>`
 * and test URL uses these, so a URL changes here and nowhere else. Ids and query values are
 * percent-encoded with encodeURIComponent.
 */
const segment = encodeURIComponent;

type Query = Record<string, string | undefined>;

function withQuery(path: string, query: Query | URLSearchParams = {}): string {
  if (query instanceof URLSearchParams) {
    const search = query.toString();
    return search ? `${path}?${search}` : path;
  }
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined ? [] : [`${segment(key)}=${segment(value)}`],
  );
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** The search parameter of the new-order form that names the order to repeat. */
export const ORDER_AGAIN_PARAM = 'from';
/** Source documents of the repeated order left out (comma-separated ids), e.g. files its preparation could not read. */
export const LEAVE_OUT_PARAM = 'without';
/** With ORDER_AGAIN_PARAM: the quality review whose issues the new order is to rework (server mode). */
export const REWORK_REVIEW_PARAM = 'review';

const orderHref = (taskId: string) => `/orders/${segment(taskId)}`;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  /** The identity provider sends the user back here (registered as the OIDC redirect URI). */
  authCallback: { path: '/auth/callback', getHref: () => '/auth/callback' },
  /** The orders list; the filters are the list's own query parameters (orders-view-params.ts). */
  orders: {
    path: '/orders',
    getHref: (filter?: { project?: string; tag?: string } | URLSearchParams) => withQuery('/orders', filter),
  },
  /** The cost of the orders a list view selects: the list's own query parameters (its search, filters, sort). */
  ordersCost: { path: '/orders/cost', getHref: (view?: URLSearchParams) => withQuery('/orders/cost', view) },
  /**
   * The new-order form; `from` fills it from that order ("Order again", ORDER_AGAIN_PARAM), without the
   * documents in `without` (LEAVE_OUT_PARAM); `replace` asks for a replacement of those.
   */
  newOrder: {
    path: '/orders/new',
    getHref: (query?: { from?: string; without?: readonly string[]; replace?: boolean; review?: string }) =>
      withQuery('/orders/new', {
        from: query?.from,
        [LEAVE_OUT_PARAM]: query?.without?.length ? query.without.join(',') : undefined,
        replace: query?.replace ? '1' : undefined,
        [REWORK_REVIEW_PARAM]: query?.review,
      }),
  },
  order: { path: '/orders/:taskId', getHref: orderHref },
  editOrder: { path: '/orders/:taskId/edit', getHref: (taskId: string) => `${orderHref(taskId)}/edit` },
  /** A source or translated document of an order, read as text. */
  documentPreview: {
    path: '/orders/:taskId/documents/:documentId',
    getHref: (taskId: string, documentId: string) => `${orderHref(taskId)}/documents/${segment(documentId)}`,
  },
  /** A delivery's documents next to their sources, optionally opened at one document. */
  compare: {
    path: '/orders/:taskId/deliveries/:deliveryId/compare',
    getHref: (taskId: string, deliveryId: string, documentId?: string) =>
      withQuery(`${orderHref(taskId)}/deliveries/${segment(deliveryId)}/compare`, { document: documentId }),
  },
  projects: { path: '/projects', getHref: () => '/projects' },
  project: {
    path: '/projects/:projectId',
    getHref: (projectId: string, section?: string) => withQuery(`/projects/${segment(projectId)}`, { section }),
  },
  tags: { path: '/tags', getHref: () => '/tags' },
  review: { path: '/review', getHref: () => '/review' },
  /** The vendor scorecards of a period: `period` 30, 90 or 365 (days up to today) or custom with `from` and `to`. */
  vendors: {
    path: '/vendors',
    getHref: (query?: { period?: string; from?: string; to?: string }) => withQuery('/vendors', query),
  },
  /** Server mode: the approvers' queue of requests to spend, and the decided ones. */
  approvals: { path: '/approvals', getHref: (query?: Query) => withQuery('/approvals', query) },
  /** Server mode: the approval bands per project, the organisation's default and the reference rates. */
  approvalRules: { path: '/approval-rules', getHref: () => '/approval-rules' },
  /** Server mode: cost centres, purchase orders and budgets (admins). */
  budgets: { path: '/budgets', getHref: () => '/budgets' },
  /** Server mode: the audit trail, its filters as query parameters. */
  audit: { path: '/audit', getHref: (query?: Query | URLSearchParams) => withQuery('/audit', query) },
} as const;
