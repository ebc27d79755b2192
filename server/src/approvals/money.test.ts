import { approvalsFor, sum, toReference } from './money';

const BANDS = [
  { upTo: '500', approvers: 0 },
  { upTo: '5000', approvers: 1 },
  { upTo: null, approvers: 2 },
];

describe('money', () => {
  it('converts at the rate of the reference currency to four decimals, exactly', () => {
    expect(toReference('875.00', '0.8750')).toBe('1000');
    expect(toReference('0.1', '3')).toBe('0.0333');
    expect(toReference('1234.5678', '1')).toBe('1234.5678');
  });

  it('adds decimal strings without floating-point error', () => {
    expect(sum(['0.1', '0.2'])).toBe('0.3');
    expect(sum([])).toBe('0');
  });

  it('applies the bands at their edges: up to and including a band’s limit', () => {
    expect(approvalsFor(BANDS, '500')).toBe(0);
    expect(approvalsFor(BANDS, '500.0001')).toBe(1);
    expect(approvalsFor(BANDS, '5000')).toBe(1);
    expect(approvalsFor(BANDS, '5000.01')).toBe(2);
    expect(approvalsFor([{ upTo: null, approvers: 0 }], '1000000')).toBe(0);
  });
});
