import { nextToStart, prepareItems, uploadReducer } from './upload-queue-state';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('prepareItems', () => {
  it('rejects empty files, files over the limit and duplicate names (case-insensitive)', () => {
    const items = prepareItems(
      [file('a.txt', 0), file('b.txt', 11), file('c.txt', 5), file('C.TXT', 5), file('d.txt', 3)],
      ['d.txt'],
      10,
    );
    expect(items.map((i) => [i.name, i.status, i.rejectReason])).toEqual([
      ['a.txt', 'rejected', 'empty'],
      ['b.txt', 'rejected', 'tooLarge'],
      ['c.txt', 'queued', undefined],
      ['C.TXT', 'rejected', 'duplicate'],
      ['d.txt', 'rejected', 'duplicate'],
    ]);
  });
});

describe('uploadReducer', () => {
  it('moves an item through upload, failure and retry', () => {
    let state = uploadReducer([], { type: 'add', items: prepareItems<string>([file('a.txt', 4)], [], 10) });
    const key = state[0]!.key;
    state = uploadReducer(state, { type: 'start', key });
    state = uploadReducer(state, { type: 'progress', key, loaded: 2 });
    expect(state[0]).toMatchObject({ status: 'uploading', loaded: 2 });
    state = uploadReducer(state, { type: 'fail', key, error: 'Server error' });
    expect(state[0]).toMatchObject({ status: 'error', error: 'Server error' });
    state = uploadReducer(state, { type: 'retry', key });
    expect(state[0]).toMatchObject({ status: 'queued', loaded: 0 });
    state = uploadReducer(state, { type: 'start', key });
    state = uploadReducer(state, { type: 'done', key, document: 'doc-1' });
    expect(state[0]).toMatchObject({ status: 'done', document: 'doc-1', loaded: 4 });
  });

  it('starts no more than the concurrency limit', () => {
    let state = uploadReducer([], {
      type: 'add',
      items: prepareItems<string>(
        [1, 2, 3, 4, 5].map((n) => file(`${n}.txt`, 1)),
        [],
        10,
      ),
    });
    expect(nextToStart(state, 3)).toHaveLength(3);
    state = uploadReducer(state, { type: 'start', key: state[0]!.key });
    state = uploadReducer(state, { type: 'start', key: state[1]!.key });
    expect(nextToStart(state, 3).map((i) => i.name)).toEqual(['3.txt']);
  });
});

describe('uploadReducer guards', () => {
  it('retries only failed or cancelled rows and ignores late results of cancelled uploads', () => {
    let state = uploadReducer([], {
      type: 'add',
      items: prepareItems<string>([file('a.txt', 4), file('b.txt', 0)], [], 10),
    });
    const [a, b] = state.map((i) => i.key) as [string, string];
    state = uploadReducer(state, { type: 'retry', key: b });
    expect(state[1]).toMatchObject({ status: 'rejected', rejectReason: 'empty' });
    state = uploadReducer(state, { type: 'start', key: a });
    state = uploadReducer(state, { type: 'cancel', key: a });
    state = uploadReducer(state, { type: 'done', key: a, document: 'late' });
    state = uploadReducer(state, { type: 'fail', key: a, error: 'late' });
    expect(state[0]).toMatchObject({ status: 'cancelled' });
    expect(state[0]?.document).toBeUndefined();
    expect(state[0]?.error).toBeUndefined();
    state = uploadReducer(state, { type: 'retry', key: a });
    expect(state[0]).toMatchObject({ status: 'queued' });
  });
});
