import { useCallback, useEffect, useReducer, useRef } from 'react';
import { namesInQueue, nextToStart, prepareItems, uploadReducer, type UploadItem } from './upload-queue-state';

export interface Uploader<TDoc> {
  (file: File, options: { onProgress: (loaded: number) => void; signal: AbortSignal }): Promise<TDoc>;
}

export interface UploadQueueOptions<TDoc> {
  upload: Uploader<TDoc>;
  maxBytes: number;
  concurrency?: number;
  /** Called once for every document that finished uploading. */
  onUploaded?: (document: TDoc, item: UploadItem<TDoc>) => void;
  /** Turns a failure into the message shown on the row. */
  describeError: (error: unknown) => string;
  isAbort: (error: unknown) => boolean;
}

/** Runs uploads a few at a time; each row can be cancelled, retried or removed. */
export function useUploadQueue<TDoc>({
  upload,
  maxBytes,
  concurrency = 3,
  onUploaded,
  describeError,
  isAbort,
}: UploadQueueOptions<TDoc>) {
  const [items, dispatch] = useReducer(uploadReducer<TDoc>, []);
  const controllers = useRef(new Map<string, AbortController>());
  const callbacks = useRef({ upload, onUploaded, describeError, isAbort });
  // Two drops before a re-render must still see each other's names (duplicate check).
  const latestItems = useRef<UploadItem<TDoc>[]>(items);
  useEffect(() => {
    callbacks.current = { upload, onUploaded, describeError, isAbort };
    latestItems.current = items;
  });

  useEffect(() => {
    for (const item of nextToStart(items, concurrency)) {
      // Effects may run twice for the same state (StrictMode); never start an upload twice.
      if (controllers.current.has(item.key)) continue;
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      dispatch({ type: 'start', key: item.key });
      const { upload: run } = callbacks.current;
      run(item.file, {
        signal: controller.signal,
        onProgress: (loaded) => dispatch({ type: 'progress', key: item.key, loaded }),
      })
        .then((document) => {
          if (controller.signal.aborted) return;
          dispatch({ type: 'done', key: item.key, document });
          callbacks.current.onUploaded?.(document, item);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted || callbacks.current.isAbort(error)) return;
          dispatch({ type: 'fail', key: item.key, error: callbacks.current.describeError(error) });
        })
        .finally(() => {
          if (controllers.current.get(item.key) === controller) controllers.current.delete(item.key);
        });
    }
  }, [items, concurrency]);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  /** Adds files to the queue; `takenNames` are names already attached elsewhere (duplicate check). */
  const addFiles = useCallback(
    (files: readonly File[], takenNames: Iterable<string> = []) => {
      const prepared = prepareItems<TDoc>(files, [...takenNames, ...namesInQueue(latestItems.current)], maxBytes);
      latestItems.current = [...latestItems.current, ...prepared];
      dispatch({ type: 'add', items: prepared });
    },
    [maxBytes],
  );
  const stop = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
  }, []);
  const cancel = useCallback(
    (key: string) => {
      stop(key);
      dispatch({ type: 'cancel', key });
    },
    [stop],
  );
  const retry = useCallback((key: string) => dispatch({ type: 'retry', key }), []);
  const remove = useCallback(
    (key: string) => {
      stop(key);
      latestItems.current = latestItems.current.filter((i) => i.key !== key);
      dispatch({ type: 'remove', key });
    },
    [stop],
  );
  const clear = useCallback(() => {
    controllers.current.forEach((c) => c.abort());
    controllers.current.clear();
    latestItems.current = [];
    dispatch({ type: 'clear' });
  }, []);

  const busy = items.some((i) => i.status === 'queued' || i.status === 'uploading');
  return { items, addFiles, cancel, retry, remove, clear, busy };
}
