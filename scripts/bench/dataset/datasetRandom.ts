// Skewed choices for the generator: Zipf ranks (tags, authors, followees) and Pareto-like counts
// (likes per moment), all from a seeded generator so every run builds the same forum.
export { seededRandom } from '../benchText.ts';

export type Random = () => number;

/** Draws ranks 0..n-1 with probability proportional to 1/(rank+1)^exponent. */
export function zipfSampler(n: number, exponent: number, random: Random): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let rank = 0; rank < n; rank += 1) {
    total += 1 / (rank + 1) ** exponent;
    cumulative[rank] = total;
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** A count with the given mean and a heavy tail (Pareto, shape 1.6), capped. */
export function heavyTailCount(mean: number, cap: number, random: Random): number {
  const shape = 1.6;
  // A Pareto(shape) variable minus one has mean 1 / (shape - 1).
  const unit = (1 / (1 - random())) ** (1 / shape) - 1;
  return Math.min(cap, Math.floor(unit * mean * (shape - 1) + random()));
}

/** `count` distinct values from `draw`, skipping `exclude`; gives up on a value after a few misses. */
export function distinct(count: number, draw: () => number, exclude = -1): number[] {
  const chosen = new Set<number>();
  let misses = 0;
  while (chosen.size < count && misses < count * 4 + 20) {
    const value = draw();
    if (value === exclude || chosen.has(value)) misses += 1;
    else chosen.add(value);
  }
  return [...chosen];
}
