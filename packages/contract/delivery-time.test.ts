import { addBusinessHours } from './delivery-time';

describe('addBusinessHours', () => {
  it('adds hours within the working week unchanged', () => {
    const monday = new Date(2026, 10, 23, 9, 0); // Mon 23 Nov 2026 09:00 local
    expect(addBusinessHours(monday, 48)).toEqual(new Date(2026, 10, 25, 9, 0));
  });

  it('skips the weekend', () => {
    const friday = new Date(2026, 10, 27, 12, 0);
    expect(addBusinessHours(friday, 24)).toEqual(new Date(2026, 10, 30, 12, 0));
  });

  it('starts counting on Monday when ordered on a Saturday', () => {
    const saturday = new Date(2026, 10, 28, 15, 30);
    expect(addBusinessHours(saturday, 10)).toEqual(new Date(2026, 10, 30, 10, 0));
  });

  it('treats zero hours as now', () => {
    const now = new Date(2026, 10, 24, 8, 0);
    expect(addBusinessHours(now, 0)).toEqual(now);
  });
});
