/**
 * Simulated delays that survive a restart: due actions live in the persisted state and a ticker runs them.
 * After a restart, overdue actions run on the first tick.
 */
import type { Store } from './store';
import type { ScheduledAction } from './state';
import { newId } from './ids';

export type ActionHandler = (payload: Record<string, string>) => Promise<void> | void;

export class Scheduler {
  private readonly handlers = new Map<string, ActionHandler>();
  private ticker: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly store: Store,
    /** Multiplier for every delay (config.timeScale). */
    private readonly timeScale: number,
  ) {}

  on(kind: string, handler: ActionHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Schedules `kind` after `delayMs` (scaled by the time scale); returns when it is due (epoch ms). */
  after(delayMs: number, kind: string, payload: Record<string, string>): number {
    const action: ScheduledAction = {
      id: newId(),
      kind,
      due: Date.now() + Math.round(delayMs * this.timeScale),
      payload,
    };
    this.store.state.schedule.push(action);
    this.store.changed();
    return action.due;
  }

  start(): void {
    const interval = Math.max(10, Math.min(250, Math.round(500 * this.timeScale)));
    this.ticker = setInterval(() => void this.tick(), interval);
  }

  /** Runs every due action once; overlapping ticks wait for the running one. */
  tick(now = Date.now()): Promise<void> {
    const running = (this.running ??= this.runDue((a) => a.due <= now)
      .then(() => undefined)
      .finally(() => (this.running = undefined)));
    return running;
  }

  /** Runs matching actions immediately, including ones they schedule, until none is left (used by the seed). */
  async drain(match: (action: ScheduledAction) => boolean, maxRounds = 100): Promise<void> {
    for (let round = 0; round < maxRounds; round++) {
      if (!(await this.runDue(match))) return;
    }
  }

  async stop(): Promise<void> {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = undefined;
    await this.running;
  }

  private async runDue(match: (action: ScheduledAction) => boolean): Promise<boolean> {
    const due = this.store.state.schedule.filter(match).sort((a, b) => a.due - b.due);
    for (const action of due) {
      this.store.state.schedule = this.store.state.schedule.filter((a) => a.id !== action.id);
      this.store.changed();
      const handler = this.handlers.get(action.kind);
      try {
        if (!handler) throw new Error(`no handler for ${action.kind}`);
        await handler(action.payload);
      } catch (error) {
        console.error(`[sandbox] scheduled action ${action.kind} failed`, error);
      }
    }
    return due.length > 0;
  }
}
