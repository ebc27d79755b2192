/** The routes the order form's pages lead to in their tests: the draft page, and a placeholder order page. */
import { Component as EditOrderPage } from './edit-order-page';
import { paths } from '#portal/lib/paths.ts';

export const routes = [
  { path: paths.editOrder.path, element: <EditOrderPage /> },
  { path: paths.order.path, element: <p>Order page</p> },
];
