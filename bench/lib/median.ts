/** The middle value; of an even count, the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('The median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
