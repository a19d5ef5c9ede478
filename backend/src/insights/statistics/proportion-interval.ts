// The uncertainty of a share (count of n) for section 5's outcome rates: the Wilson score interval,
// which stays inside 0-1 and is honest at small n and at 0% or 100%, where the normal
// approximation (p ± z·√(p(1-p)/n)) collapses to a point.

/** z for a two-sided 90% interval (the 95th percentile of the standard normal). */
export const Z_90 = 1.6448536269514722;

export interface ProportionInterval {
  low: number;
  high: number;
}

/** The Wilson score interval of `count` successes out of `n`; null when n is 0. */
export function wilsonInterval(count: number, n: number, z: number = Z_90): ProportionInterval | null {
  if (!Number.isInteger(count) || !Number.isInteger(n) || count < 0 || n < 0 || count > n) {
    throw new Error('count and n must be whole numbers with 0 <= count <= n');
  }
  if (n === 0) return null;
  const share = count / n;
  const zz = z * z;
  const denominator = 1 + zz / n;
  const centre = (share + zz / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((share * (1 - share)) / n + zz / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
