/** Holds the state in memory and writes it to `state.json` atomically (temp file, fsync, rename), debounced. */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { emptyState, type State } from './state';

const SAVE_DELAY_MS = 100;

export class Store {
  readonly state: State;
  private timer: NodeJS.Timeout | undefined;
  private saving: Promise<void> = Promise.resolve();
  private closed = false;

  private constructor(
    readonly dataDir: string,
    state: State,
  ) {
    this.state = state;
  }

  static async open(dataDir: string, reset = false): Promise<Store> {
    if (reset) {
      // Only what the store owns: other parts of the sandbox may keep files in the data folder.
      await rm(path.join(dataDir, 'state.json'), { force: true });
      await rm(path.join(dataDir, 'documents'), { recursive: true, force: true });
    }
    await mkdir(path.join(dataDir, 'documents'), { recursive: true });
    return new Store(dataDir, await readState(path.join(dataDir, 'state.json')));
  }

  get documentsDir(): string {
    return path.join(this.dataDir, 'documents');
  }

  documentPath(id: string): string {
    return path.join(this.documentsDir, id);
  }

  /** Next value of a named counter (quote numbers, order numbers...). */
  next(counter: string): number {
    const value = (this.state.counters[counter] ?? 0) + 1;
    this.state.counters[counter] = value;
    return value;
  }

  /** Call after every mutation; the write happens shortly after. */
  changed(): void {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, SAVE_DELAY_MS);
  }

  /** Writes now (serialised with any write in progress). */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    const json = JSON.stringify(this.state);
    this.saving = this.saving
      .then(() => writeAtomic(path.join(this.dataDir, 'state.json'), json))
      .catch((error: unknown) => console.error('[sandbox] could not save state', error));
    return this.saving;
  }

  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }
}

async function readState(file: string): Promise<State> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return emptyState();
  }
  try {
    const parsed = JSON.parse(text) as Partial<State>;
    return { ...emptyState(), ...parsed, version: 1 };
  } catch (error) {
    // Writes are atomic, so this is a hand-edited file: keep it aside and start afresh.
    const aside = `${file}.corrupt-${Date.now()}`;
    await rename(file, aside);
    console.error(`[sandbox] ${file} is not valid JSON (${String(error)}); moved to ${aside}`);
    return emptyState();
  }
}

export async function writeAtomic(file: string, content: string | Buffer): Promise<void> {
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, file);
}
