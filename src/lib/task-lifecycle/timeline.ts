/** The order's progress as timeline steps, following the service's states and transitions. */
import { isKnownProgress, type KnownProgress, type TaskKind } from '#contract/task';

export type StepStatus = 'done' | 'current' | 'upcoming' | 'failed' | 'cancelled';

/** The colour of a timeline step (a Mantine colour name). */
export const STEP_COLOURS: Readonly<Record<StepStatus, string>> = {
  done: 'teal',
  current: 'blue',
  upcoming: 'gray',
  failed: 'red',
  cancelled: 'red',
};

export interface ProgressStep {
  progress: KnownProgress;
  status: StepStatus;
}

export interface ProgressTimeline {
  steps: ProgressStep[];
  /** The service reported a progress value this portal does not know; shown verbatim. */
  unknown: string | null;
}

const QUOTE_FLOW: readonly KnownProgress[] = [
  'QUOTE_ACCEPTED',
  'ACCEPTED_QUOTE_SUBMITTED',
  'ORDER_CONFIRMED',
  'IN_REVIEW',
];

/** The happy path of an order of this kind. */
export function progressPath(kind: TaskKind, progress: string, withReview: boolean): KnownProgress[] {
  // An instant order goes straight from preparation to delivery, unless post-editing put a language through quotes.
  const instant = kind === 'instant' && !(QUOTE_FLOW as readonly string[]).includes(progress);
  if (instant) return ['NEW', 'IN_PREPARATION', 'COMPLETE_AND_PREPARED', 'TRANSLATION_DELIVERED'];
  return [
    'NEW',
    'IN_PREPARATION',
    'COMPLETE_AND_PREPARED',
    'QUOTE_ACCEPTED',
    'ACCEPTED_QUOTE_SUBMITTED',
    'ORDER_CONFIRMED',
    ...(withReview || progress === 'IN_REVIEW' ? (['IN_REVIEW'] as const) : []),
    'TRANSLATION_DELIVERED',
  ];
}

export function progressTimeline(progress: string, kind: TaskKind, withReview: boolean): ProgressTimeline {
  if (progress === 'PREPARATION_FAILED') {
    return {
      steps: [
        { progress: 'NEW', status: 'done' },
        { progress: 'IN_PREPARATION', status: 'done' },
        { progress: 'PREPARATION_FAILED', status: 'failed' },
      ],
      unknown: null,
    };
  }
  if (progress === 'TASK_CANCELLED') {
    return {
      steps: [
        { progress: 'NEW', status: 'done' },
        { progress: 'TASK_CANCELLED', status: 'cancelled' },
      ],
      unknown: null,
    };
  }
  const path = progressPath(kind, progress, withReview);
  const index = isKnownProgress(progress) ? path.indexOf(progress) : -1;
  if (index < 0) {
    return { steps: path.map((p) => ({ progress: p, status: 'upcoming' })), unknown: progress };
  }
  const last = path.length - 1;
  return {
    steps: path.map((p, i) => ({
      progress: p,
      // Delivered is the end: nothing is in progress any more.
      status: i < index || (i === index && index === last) ? 'done' : i === index ? 'current' : 'upcoming',
    })),
    unknown: null,
  };
}
