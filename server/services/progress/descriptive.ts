/** Sample statistics (denominator n − 1, as Moodle's quiz statistics use). */

export const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Sample covariance of two equally long series; 0 with fewer than two pairs. */
export function covariance(xs: readonly number[], ys: readonly number[]) {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return 0;
  const mx = mean(xs.slice(0, n));
  const my = mean(ys.slice(0, n));
  let sum = 0;
  for (let i = 0; i < n; i += 1) sum += (xs[i]! - mx) * (ys[i]! - my);
  return sum / (n - 1);
}

export const variance = (values: readonly number[]) => covariance(values, values);

export const standardDeviation = (values: readonly number[]) => Math.sqrt(variance(values));
