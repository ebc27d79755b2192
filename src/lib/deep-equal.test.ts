import { deepEqual } from './deep-equal';

describe('deepEqual', () => {
  it('ignores key order and undefined members but not array order', () => {
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(deepEqual({ b: [1, { c: 'x' }], a: 1 }, { a: 1, b: [1, { c: 'x' }] })).toBe(true);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
    expect(deepEqual({ a: null }, { a: undefined })).toBe(false);
  });
});
