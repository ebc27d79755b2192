import { buildQuote } from '#test-support/factories/quote';
import { compareQuotes } from './compare-quotes';

const configured = {
  referenceCurrency: 'EUR',
  exchangeRates: { date: '2026-11-20', rates: { GBP: '0.875', CHF: '0.935' } },
};

describe('compareQuotes', () => {
  // €119.00; £99.9967 = €114.2819; CHF 104.3 = €111.5508 (lowest); ¥9,000 has no rate.
  const euro = buildQuote({ id: 'eur', price: { grossAmount: '119.00' } });
  const pound = buildQuote({ id: 'gbp', price: { currency: 'GBP', grossAmount: '99.9967' } });
  const franc = buildQuote({ id: 'chf', price: { currency: 'CHF', grossAmount: '104.3' } });
  const yen = buildQuote({ id: 'jpy', price: { currency: 'JPY', grossAmount: '9000' } });

  it('converts every gross to the reference currency and marks one lowest across currencies', () => {
    const result = compareQuotes([euro, pound, franc, yen], configured);
    expect(result.reference).toEqual({ currency: 'EUR', rates: configured.exchangeRates.rates, date: '2026-11-20' });
    expect(Object.fromEntries(result.referenceGross)).toEqual({
      eur: '119.00',
      gbp: '114.2819',
      chf: '111.5508',
    });
    expect([...result.lowestIds]).toEqual(['chf']);
    expect(result.unrated).toEqual(['JPY']);
    expect(result.converted).toBe(true);
  });

  it('leaves rejected and cancelled quotes out of the lowest, and marks nothing with one quote left', () => {
    const rejected = { ...franc, state: 'REJECTED' };
    expect([...compareQuotes([euro, pound, rejected], configured).lowestIds]).toEqual(['gbp']);
    expect([...compareQuotes([euro, rejected], configured).lowestIds]).toEqual([]);
  });

  it('marks every quote on a tie', () => {
    const twin = buildQuote({ id: 'twin', price: { grossAmount: '119' } });
    expect([...compareQuotes([euro, twin], configured).lowestIds].sort()).toEqual(['eur', 'twin']);
  });

  it('compares quotes of one currency without configuration, and none across currencies', () => {
    const other = buildQuote({ id: 'eur2', price: { grossAmount: '118.99' } });
    const single = compareQuotes([euro, other], {});
    expect(single.reference).toEqual({ currency: 'EUR', rates: {}, date: null });
    expect([...single.lowestIds]).toEqual(['eur2']);
    expect(single.converted).toBe(false);
    const mixed = compareQuotes([euro, pound], {});
    expect(mixed.reference).toBeNull();
    expect(mixed.lowestIds.size).toBe(0);
    expect(mixed.unrated).toEqual(['EUR', 'GBP']);
  });
});

describe('compareQuotes with vendors pricing in different units', () => {
  // Net €100.00 per 1,000 words; £70.00 = €80.00 per 120 lines; CHF 93.50 = €100.00 per 6,000 characters.
  const words = buildQuote({ id: 'words', price: { netAmount: '100.00' } });
  const lines = buildQuote({
    id: 'lines',
    price: { currency: 'GBP', netAmount: '70.00' },
    textAmount: { type: 'Line', amount: 120, discountedAmount: 120 },
  });
  const characters = buildQuote({
    id: 'characters',
    price: { currency: 'CHF', netAmount: '93.50' },
    textAmount: { type: 'characters', amount: 6000, discountedAmount: 6000 },
  });

  it('gives each net in the reference currency per source word of the analysis', () => {
    const result = compareQuotes([words, lines, characters], configured, 800);
    expect(result.units).toEqual(['words', 'lines', 'characters']);
    expect(result.sourceWords).toBe(800);
    expect(Object.fromEntries(result.perSourceWord)).toEqual({
      words: '0.125',
      lines: '0.1',
      characters: '0.125',
    });
  });

  it('gives no such figure where the units agree, without an analysis, or for a currency without a rate', () => {
    const sameUnit = compareQuotes([words, buildQuote({ id: 'w2', textAmount: { type: 'Word' } })], configured, 800);
    expect(sameUnit.units).toEqual(['words']);
    expect(sameUnit.perSourceWord.size).toBe(0);
    expect(sameUnit.sourceWords).toBeNull();
    const noAnalysis = compareQuotes([words, lines], configured);
    expect(noAnalysis.perSourceWord.size).toBe(0);
    expect(noAnalysis.sourceWords).toBeNull();
    expect(compareQuotes([words, lines], configured, 0).perSourceWord.size).toBe(0);
    const yen = buildQuote({ id: 'yen', price: { currency: 'JPY', netAmount: '9000' }, textAmount: { type: 'pages' } });
    expect([...compareQuotes([words, yen], configured, 800).perSourceWord.keys()]).toEqual(['words']);
  });
});
