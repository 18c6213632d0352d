/** The plots' drawing box: one unit of width per point, this many units high. */
export const PLOT_HEIGHT = 100;

/** The smallest 1, 2 or 5 × 10ⁿ at or above `max` (at least 1): the top of a plot's scale. */
export function niceCeiling(max: number): number {
  if (!(max > 1)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
}

interface Bar {
  x: number;
  y: number;
  height: number;
}

/** One bar per value, scaled to `top`; a zero draws none. */
export function barsOf(values: readonly number[], top: number): Bar[] {
  return values.flatMap((value, index) => {
    if (!(value > 0)) return [];
    const height = (Math.min(value, top) / top) * PLOT_HEIGHT;
    return [{ x: index, y: PLOT_HEIGHT - height, height }];
  });
}

/** An SVG path through the values' midpoints, scaled to `top`; a gap (null) lifts the pen. */
export function linePathOf(values: readonly (number | null)[], top: number): string {
  let path = '';
  let drawing = false;
  values.forEach((value, index) => {
    if (value === null) {
      drawing = false;
      return;
    }
    const y = PLOT_HEIGHT - (Math.min(value, top) / top) * PLOT_HEIGHT;
    path += `${drawing ? 'L' : 'M'}${index + 0.5} ${Math.round(y * 100) / 100}`;
    drawing = true;
  });
  return path;
}
