/**
 * Every query and mutation function goes through the API client, which only throws ApiError:
 * tell TanStack Query so `error.status`, `error.fieldErrors` etc. are typed everywhere.
 */
import type { ApiError } from './api-error';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}
