/**
 * The orders list's index: one light row per order over the tasks as received. What the list shows
 * and searches beyond the task itself (kind, project and language names) is worked out when a row is
 * read, not for every order up front: at 50,000 orders, objects made for each one before the first
 * rows are on screen cost more in garbage collection than the work itself. Creation times, the default
 * sort's key, are kept in one typed array.
 */
import { kindOfFeatures, type Task, type TaskKind } from '#contract/task';

export interface OrderIndexLookups {
  /** Project id → name. Unknown ids are shown and searched as the id. */
  projectNames: ReadonlyMap<string, string>;
  /** Language code → name in the UI language. */
  languageName: (code: string) => string;
}

/** What rows read from their index: the lookups, language names resolved once per code, creation times. */
interface IndexData {
  projectNames: ReadonlyMap<string, string>;
  languageNames: ReadonlyMap<string, string>;
  /** Epoch milliseconds by position; NaN when missing or unparseable. */
  created: Float64Array;
}

/** One order with everything the list shows, searches and sorts by. */
export class OrderRow {
  constructor(
    readonly task: Task,
    /** Place in the index (the order of the tasks as received); the search keeps its results by it. */
    readonly position: number,
    private readonly data: IndexData,
  ) {}

  get kind(): TaskKind {
    return kindOfFeatures(this.task.features);
  }

  get projectName(): string | null {
    const { projectId } = this.task;
    return projectId ? (this.data.projectNames.get(projectId) ?? projectId) : null;
  }

  get sourceName(): string | null {
    return this.task.source ? this.languageName(this.task.source) : null;
  }

  get targetNames(): string[] {
    return this.task.target.map((code) => this.languageName(code));
  }

  /** Epoch milliseconds; null when missing or unparseable. */
  get created(): number | null {
    const time = this.data.created[this.position] as number;
    return Number.isNaN(time) ? null : time;
  }

  private languageName(code: string): string {
    return this.data.languageNames.get(code) ?? code;
  }
}

/** Epoch milliseconds, NaN when missing or unparseable. */
export function timeOf(value: string | null): number {
  return value ? Date.parse(value) : Number.NaN;
}

export function buildOrderIndex(tasks: readonly Task[], lookups: OrderIndexLookups): OrderRow[] {
  // Intl.DisplayNames is slow to call 50,000 times; the same few codes repeat.
  const languageNames = new Map<string, string>();
  const name = (code: string) => {
    if (!languageNames.has(code)) languageNames.set(code, lookups.languageName(code));
  };
  const created = new Float64Array(tasks.length);
  const data: IndexData = { projectNames: lookups.projectNames, languageNames, created };
  const rows = new Array<OrderRow>(tasks.length);
  for (let position = 0; position < tasks.length; position++) {
    const task = tasks[position] as Task;
    if (task.source) name(task.source);
    for (const code of task.target) name(code);
    created[position] = timeOf(task.createdAt);
    rows[position] = new OrderRow(task, position, data);
  }
  return rows;
}
