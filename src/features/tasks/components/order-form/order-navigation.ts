/**
 * Where the order form goes after a save, and the form locked meanwhile. An order that was created but could
 * not be placed continues on its draft's page, which shows why: the reason travels in the navigation state as
 * the service's messages, written by `toDraft` and validated once by `readOrderFailure`.
 */
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { describeError } from '#portal/lib/describe-error.ts';
import { z } from '#contract/zod';
import { ApiError, isApiError } from '#portal/lib/api/api-error.ts';
import { paths } from '#portal/lib/paths.ts';

const orderFailureStateSchema = z.object({
  orderFailure: z.object({
    status: z.optional(z.number()),
    messages: z.array(z.string()),
    fieldErrors: z.array(z.object({ rule: z.string(), field: z.string(), message: z.string() })),
  }),
});
type OrderFailureState = z.infer<typeof orderFailureStateSchema>;

function orderFailureState(error: unknown, t: TFunction): OrderFailureState {
  if (!isApiError(error)) return { orderFailure: { messages: [describeError(error, t)], fieldErrors: [] } };
  const { status, messages, fieldErrors } = error;
  return { orderFailure: { messages, fieldErrors, ...(status === undefined ? {} : { status }) } };
}

/** Why placing the order failed, when the draft's page was opened right after (null otherwise). */
export function readOrderFailure(state: unknown): ApiError | null {
  const parsed = orderFailureStateSchema.safeParse(state);
  return parsed.success ? new ApiError({ kind: 'http', ...parsed.data.orderFailure }) : null;
}

export function useOrderNavigation(t: TFunction) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  // Set at once: a click in the render before `leaving` arrives must not save again.
  const leavingNow = useRef(false);
  const leave = (to: string, options: { replace?: boolean; state?: OrderFailureState } = {}) => {
    leavingNow.current = true;
    setLeaving(true);
    void navigate(to, options);
  };
  return {
    /** A save succeeded and the page is being left: the form stays locked. */
    leaving,
    isLeaving: () => leavingNow.current,
    /** The placed order's page. */
    toOrder: (taskId: string) => leave(paths.order.getHref(taskId)),
    /** The draft's own page (a new order is a draft now), with why placing it failed, if it did. */
    toDraft: (taskId: string, orderFailure?: unknown) =>
      leave(paths.editOrder.getHref(taskId), {
        replace: true,
        ...(orderFailure === undefined ? {} : { state: orderFailureState(orderFailure, t) }),
      }),
  };
}
