/**
 * The route table. Pages are code-split: each page module exports `Component` (and optionally
 * `loader`, `handle`, `ErrorBoundary`), loaded with `lazy`. To add a page: add a `page(...)` entry
 * under the area it belongs to, with its URL pattern from src/lib/paths.ts (child routes use the full
 * pattern, which React Router accepts when it starts with the parent's).
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { RequireArea } from './auth/require-area';
import { RequireAuth } from './auth/require-auth';
import type { Area } from '#portal/lib/auth/roles.ts';
import { paths } from '#portal/lib/paths.ts';
import { HomeRedirect } from './routes/home-redirect';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './routes/not-found-page';
import { RootErrorBoundary, RouteErrorBoundary } from './route-error-boundary';

type LazyPage = NonNullable<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>;

/** A lazily loaded page with the in-shell error boundary. */
function page(path: string | undefined, lazy: LazyPage): RouteObject {
  return path === undefined
    ? { index: true, lazy, errorElement: <RouteErrorBoundary /> }
    : { path, lazy, errorElement: <RouteErrorBoundary /> };
}

/** Pages that only roles which may open `area` see (others get the forbidden page). */
function area(path: string, name: Area, children: RouteObject[]): RouteObject {
  return { path, element: <RequireArea area={name} />, children };
}

export const routes: RouteObject[] = [
  {
    errorElement: <RootErrorBoundary />,
    // Shown while the first page's code loads.
    hydrateFallbackElement: <LoadingState />,
    children: [
      page(paths.authCallback.path, () => import('./routes/auth-callback-page')),
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            errorElement: <RouteErrorBoundary />,
            children: [
              { index: true, element: <HomeRedirect /> },
              area(paths.orders.path, 'orders', [
                page(undefined, () => import('./routes/orders/orders-page')),
                // In the orders page's chunk: it reuses the list's selection code (orders-cost-page.tsx).
                page(paths.ordersCost.path, () =>
                  import('./routes/orders/orders-cost-page').then((module) => ({ Component: module.OrdersCostPage })),
                ),
                area(paths.newOrder.path, 'newOrder', [
                  page(undefined, () => import('./routes/orders/new-order-page')),
                ]),
                area(paths.editOrder.path, 'newOrder', [
                  page(undefined, () => import('./routes/orders/edit-order-page')),
                ]),
              ]),
              area(paths.order.path, 'order', [
                page(undefined, () => import('./routes/orders/order-page')),
                page(paths.compare.path, () => import('./routes/orders/compare-page')),
                page(paths.documentPreview.path, () => import('./routes/orders/document-preview-page')),
              ]),
              area(paths.projects.path, 'projects', [
                page(undefined, () => import('./routes/projects/projects-page')),
                page(paths.project.path, () => import('./routes/projects/project-page')),
              ]),
              area(paths.tags.path, 'tags', [page(undefined, () => import('./routes/tags/tags-page'))]),
              area(paths.vendors.path, 'vendors', [page(undefined, () => import('./routes/vendors/vendors-page'))]),
              area(paths.review.path, 'review', [page(undefined, () => import('./routes/review/review-page'))]),
              area(paths.approvals.path, 'approvals', [
                page(undefined, () => import('./routes/approvals/approvals-page')),
              ]),
              area(paths.approvalRules.path, 'approvalRules', [
                page(undefined, () => import('./routes/approvals/approval-rules-page')),
              ]),
              area(paths.budgets.path, 'budgets', [page(undefined, () => import('./routes/budgets/budgets-page'))]),
              area(paths.audit.path, 'audit', [page(undefined, () => import('./routes/approvals/audit-page'))]),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Starts loading the code of the pages at `pathname` (a page's `lazy` import is cached, so the router's own
 * call later finds it): at start-up it comes while the configuration and the texts do, not after them.
 */
export function preloadPages(pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    // A failure shows when the router loads the page itself.
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}
