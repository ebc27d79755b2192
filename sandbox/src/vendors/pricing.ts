/**
 * Quote prices with exact integer arithmetic: amounts in hundredths of a unit, money in ten-thousandths
 * of the currency (BigInt), so decimal strings never pass through floating point.
 */
import type { Unit, Vendor } from '../resources/vendor-catalogue';

/** Share of the full price paid per match band, in percent. */
const BAND_WEIGHTS: Record<string, bigint> = {
  '100': 20n,
  Repeated: 15n,
  '98': 30n,
  '85': 60n,
  '75': 80n,
  '50': 100n,
  NoMatch: 100n,
};
const CHARACTERS_PER_LINE = 55n;

export interface PriceResult {
  price: {
    netAmount: string;
    vatPercentage: string;
    currency: string;
    totalDiscountPercent?: string;
    vatAmount: string;
    grossAmount: string;
  };
  textAmount: { type: Unit; amount: number; discountedAmount: number };
}

/** Rounds a non-negative division half up. */
function divRound(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (2n * b);
}

/** Ten-thousandths → decimal string with 2 to 4 decimals. */
export function formatMoney(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  const fraction = (abs % 10000n)
    .toString()
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${sign}${abs / 10000n}.${fraction.length < 2 ? fraction.padEnd(2, '0') : fraction}`;
}

/** "19" / "8.1" → tenths of a percent. */
function percentTenths(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 10n + BigInt((fraction + '0').slice(0, 1));
}

function amountInHundredths(unit: Unit, words: number, characters: number): bigint {
  if (unit === 'words') return BigInt(words) * 100n;
  if (unit === 'characters') return BigInt(characters) * 100n;
  return divRound(BigInt(characters) * 100n, CHARACTERS_PER_LINE);
}

/**
 * `result` is an analysis result (numWords<band>, numCharacters<band>); `rate` the price per unit in
 * ten-thousandths.
 */
export function priceQuote(vendor: Vendor, rate: bigint, result: Record<string, number>): PriceResult {
  let amount = 0n;
  let weighted = 0n;
  for (const [band, weight] of Object.entries(BAND_WEIGHTS)) {
    const bandAmount = amountInHundredths(
      vendor.unit,
      result[`numWords${band}`] ?? 0,
      result[`numCharacters${band}`] ?? 0,
    );
    amount += bandAmount;
    weighted += bandAmount * weight;
  }
  const discounted = divRound(weighted, 100n);
  const net = divRound(discounted * rate, 100n);
  // The vendor rounds VAT to cents.
  const vat = divRound(divRound(net * percentTenths(vendor.vatPercentage), 1000n), 100n) * 100n;
  const discountHundredths = amount === 0n ? 0n : divRound((amount - discounted) * 10000n, amount);
  return {
    price: {
      netAmount: formatMoney(net),
      vatPercentage: vendor.vatPercentage,
      currency: vendor.currency,
      ...(vendor.showsDiscount ? { totalDiscountPercent: formatMoney(discountHundredths * 100n) } : {}),
      vatAmount: formatMoney(vat),
      grossAmount: formatMoney(net + vat),
    },
    textAmount: { type: vendor.unit, amount: Number(amount) / 100, discountedAmount: Number(discounted) / 100 },
  };
}
