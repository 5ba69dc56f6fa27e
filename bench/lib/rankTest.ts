/**
 * Whether two sets of runs differ by more than their noise: the Mann–Whitney U test (two-sided, normal approximation
 * with the correction for ties). It compares ranks, not means, so one slow run on a busy machine cannot make a
 * difference by itself, and it assumes nothing about how Lighthouse's figures are distributed.
 */

/** The two-sided p-value of the hypothesis that `a` and `b` come from the same distribution. */
export function mannWhitneyP(a: readonly number[], b: readonly number[]): number {
  const [n1, n2] = [a.length, b.length];
  if (n1 === 0 || n2 === 0) throw new Error('A rank test needs runs on both sides');
  const pooled = [...a.map((value) => ({value, first: true})), ...b.map((value) => ({value, first: false}))].sort(
    (x, y) => x.value - y.value,
  );
  let firstRankSum = 0;
  let tieTerm = 0;
  for (let start = 0; start < pooled.length; ) {
    let end = start;
    while (end + 1 < pooled.length && pooled[end + 1]!.value === pooled[start]!.value) end += 1;
    const tied = end - start + 1;
    const rank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i += 1) if (pooled[i]!.first) firstRankSum += rank;
    tieTerm += tied ** 3 - tied;
    start = end + 1;
  }
  const n = n1 + n2;
  const u = firstRankSum - (n1 * (n1 + 1)) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  if (variance === 0) return 1; // every run gave the same figure on both sides
  // Continuity correction: without ties U moves in whole steps, and half a step bridges the count and the normal curve.
  const z = Math.max(0, Math.abs(u - (n1 * n2) / 2) - 0.5) / Math.sqrt(variance);
  return Math.min(1, 2 * (1 - standardNormalCdf(z)));
}

/** Φ(z), by the Abramowitz–Stegun approximation 7.1.26 of erf (error below 1.5e-7). */
function standardNormalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
