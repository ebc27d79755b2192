import { currentReturnTo, readReturnTo } from './return-to';

describe('readReturnTo', () => {
  it('keeps a same-origin path with query and hash', () => {
    expect(readReturnTo({ returnTo: '/orders/42?tab=files#top' })).toBe('/orders/42?tab=files#top');
  });

  it.each([
    undefined,
    null,
    'x',
    {},
    { returnTo: 42 },
    { returnTo: 'https://evil.example' },
    { returnTo: '//evil.example' },
    { returnTo: '/\\evil' },
    { returnTo: '/auth/callback?code=1' },
  ])('falls back to / for %j', (state) => {
    expect(readReturnTo(state)).toBe('/');
  });
});

describe('currentReturnTo', () => {
  it('joins path, query and hash', () => {
    expect(currentReturnTo({ pathname: '/projects/p1', search: '?q=a', hash: '#x' })).toBe('/projects/p1?q=a#x');
  });
});
