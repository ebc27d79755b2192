/**
 * The route table. Pages are code-split: each page module exports `Component` (and optionally
 * `loader`, `handle`, `ErrorBoundary`), loaded with `lazy`. To add a page: add a `page(...)` entry
 * under the area it belongs to.
 */
import type { RouteObject } from 'react-router';
import { LoadingState } from '../components/loading-state';
import { RequireArea } from '../lib/auth/require-area';
import { RequireAuth } from '../lib/auth/require-auth';
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

export const routes: RouteObject[] = [
  {
    errorElement: <RootErrorBoundary />,
    // Shown while the first page's code loads.
    hydrateFallbackElement: <LoadingState />,
    children: [
      page('auth/callback', () => import('./routes/auth-callback-page')),
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            errorElement: <RouteErrorBoundary />,
            children: [
              { index: true, element: <HomeRedirect /> },
              {
                path: 'orders',
                element: <RequireArea area="orders" />,
                children: [
                  page(undefined, () => import('./routes/orders/orders-page')),
                  {
                    path: 'new',
                    element: <RequireArea area="newOrder" />,
                    children: [page(undefined, () => import('./routes/orders/new-order-page'))],
                  },
                  {
                    path: ':taskId/edit',
                    element: <RequireArea area="newOrder" />,
                    children: [page(undefined, () => import('./routes/orders/edit-order-page'))],
                  },
                ],
              },
              {
                path: 'orders/:taskId',
                element: <RequireArea area="order" />,
                children: [
                  page(undefined, () => import('./routes/orders/order-page')),
                  page('deliveries/:deliveryId/compare', () => import('./routes/orders/compare-page')),
                  page('documents/:documentId', () => import('./routes/orders/document-preview-page')),
                ],
              },
              {
                path: 'projects',
                element: <RequireArea area="projects" />,
                children: [
                  page(undefined, () => import('./routes/projects/projects-page')),
                  page(':projectId', () => import('./routes/projects/project-page')),
                ],
              },
              {
                path: 'tags',
                element: <RequireArea area="tags" />,
                children: [page(undefined, () => import('./routes/tags/tags-page'))],
              },
              {
                path: 'review',
                element: <RequireArea area="review" />,
                children: [page(undefined, () => import('./routes/review/review-page'))],
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
