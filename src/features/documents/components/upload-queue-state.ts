/** The state of a batch of file uploads: validation before upload, progress, cancel and retry. */

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'error' | 'cancelled' | 'rejected';
export type RejectReason = 'empty' | 'tooLarge' | 'duplicate';

export interface UploadItem<TDoc = unknown> {
  key: string;
  file: File;
  name: string;
  size: number;
  status: UploadStatus;
  loaded: number;
  rejectReason?: RejectReason;
  /** Message of the failed request, shown to the user as text. */
  error?: string;
  document?: TDoc;
}

export type UploadAction<TDoc> =
  | { type: 'add'; items: UploadItem<TDoc>[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; loaded: number }
  | { type: 'done'; key: string; document: TDoc }
  | { type: 'fail'; key: string; error: string }
  | { type: 'cancel'; key: string }
  | { type: 'retry'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'clear' };

let counter = 0;

/** Check new files against the service limit and the names already present (queued or attached). */
export function prepareItems<TDoc>(
  files: readonly File[],
  takenNames: Iterable<string>,
  maxBytes: number,
): UploadItem<TDoc>[] {
  const taken = new Set([...takenNames].map((n) => n.toLowerCase()));
  return files.map((file) => {
    counter += 1;
    const item: UploadItem<TDoc> = {
      key: `${Date.now()}-${counter}`,
      file,
      name: file.name,
      size: file.size,
      status: 'queued',
      loaded: 0,
    };
    const lower = file.name.toLowerCase();
    if (file.size === 0) Object.assign(item, { status: 'rejected', rejectReason: 'empty' });
    else if (file.size > maxBytes) Object.assign(item, { status: 'rejected', rejectReason: 'tooLarge' });
    else if (taken.has(lower)) Object.assign(item, { status: 'rejected', rejectReason: 'duplicate' });
    taken.add(lower);
    return item;
  });
}

export function uploadReducer<TDoc>(state: UploadItem<TDoc>[], action: UploadAction<TDoc>): UploadItem<TDoc>[] {
  const update = (key: string, patch: Partial<UploadItem<TDoc>>) =>
    state.map((item) => (item.key === key ? { ...item, ...patch } : item));
  switch (action.type) {
    case 'add':
      return [...state, ...action.items];
    case 'start':
      return update(action.key, { status: 'uploading', loaded: 0, error: undefined });
    case 'progress':
      if (state.find((i) => i.key === action.key)?.status !== 'uploading') return state;
      return update(action.key, { loaded: action.loaded });
    case 'done':
      if (state.find((i) => i.key === action.key)?.status !== 'uploading') return state;
      return update(action.key, {
        status: 'done',
        document: action.document,
        loaded: state.find((i) => i.key === action.key)?.size ?? 0,
      });
    case 'fail':
      // A row cancelled or removed meanwhile keeps its state.
      if (state.find((i) => i.key === action.key)?.status !== 'uploading') return state;
      return update(action.key, { status: 'error', error: action.error });
    case 'cancel': {
      const item = state.find((i) => i.key === action.key);
      if (item?.status !== 'queued' && item?.status !== 'uploading') return state;
      return update(action.key, { status: 'cancelled', loaded: 0 });
    }
    case 'retry': {
      // Only failed or cancelled rows go back into the queue; a rejected file stays rejected.
      const item = state.find((i) => i.key === action.key);
      if (item?.status !== 'error' && item?.status !== 'cancelled') return state;
      return update(action.key, { status: 'queued', loaded: 0, error: undefined });
    }
    case 'remove':
      return state.filter((item) => item.key !== action.key);
    case 'clear':
      return [];
  }
}

/** Names that a new file must not repeat: rows that are waiting, running, failed or done. */
export function namesInQueue<TDoc>(state: readonly UploadItem<TDoc>[]): string[] {
  return state.filter((i) => i.status !== 'rejected' && i.status !== 'cancelled').map((i) => i.name);
}

/** The next items to start so that at most `concurrency` run at once. */
export function nextToStart<TDoc>(state: readonly UploadItem<TDoc>[], concurrency: number): UploadItem<TDoc>[] {
  const running = state.filter((i) => i.status === 'uploading').length;
  return state.filter((i) => i.status === 'queued').slice(0, Math.max(0, concurrency - running));
}
