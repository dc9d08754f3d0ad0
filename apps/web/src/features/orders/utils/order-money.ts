/**
 * Money of an order in integer cents (docs/domain.md §6): the server computes in SQL numeric and rounds half-up to
 * 2 decimals per line, so the device must not add floating-point reais and round at the end, or the two would
 * disagree by a cent. BigInt keeps the products exact whatever the quantities.
 */

/** Reais with at most 2 decimals (the contracts' money) to cents. */
export const toCents = (reais: number): bigint => BigInt(Math.round(reais * 100));

export const fromCents = (cents: bigint): number => Number(cents) / 100;

/** A number with at most `decimals` places to an integer scaled by 10^decimals. */
export const scaled = (value: number, decimals: number): bigint => BigInt(Math.round(value * 10 ** decimals));

/** numerator / denominator rounded half away from zero (PostgreSQL's round on numeric). */
export const divideHalfUp = (numerator: bigint, denominator: bigint): bigint => {
  if (denominator === 0n) throw new RangeError('divisão por zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
};

/** A line's value: parts × unit price, exact. */
export const lineValueCents = (parts: number, unitPrice: number): bigint =>
  BigInt(parts) * toCents(unitPrice);

/** round2(value × (1 − discount / 100)), half-up; the discount has at most 2 decimals (basis points). */
export const lineNetCents = (valueCents: bigint, discountPercent: number): bigint =>
  divideHalfUp(valueCents * (10_000n - scaled(discountPercent, 2)), 10_000n);

/** round2(net × rate / 100), half-up; the rate in percent, up to 4 decimals. */
export const commissionCents = (netCents: bigint, ratePercent: number): bigint =>
  divideHalfUp(netCents * scaled(ratePercent, 4), 100n * 10_000n);

/** sales / goal × 100 to 2 decimals, half-up; null without a goal. */
export const goalPercent = (salesCents: bigint, goalCents: bigint): number | null =>
  goalCents === 0n ? null : Number(divideHalfUp(salesCents * 10_000n, goalCents)) / 100;
