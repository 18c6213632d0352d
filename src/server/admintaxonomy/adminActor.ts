/** Who performs an admin change, for its audit row. */
export interface AdminActor {
  actorId: number;
  ip: string;
}

export type MoveDirection = 'up' | 'down';

/**
 * The ids in their new order after moving one a place up or down; undefined when it is unknown or
 * already at that end.
 */
export function movedOrder(
  ids: readonly number[],
  id: number,
  direction: MoveDirection,
): number[] | undefined {
  const index = ids.indexOf(id);
  const other = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= ids.length) return undefined;
  const order = [...ids];
  [order[index], order[other]] = [order[other] as number, order[index] as number];
  return order;
}

/** Sort numbers for a list in this order: 10, 20, 30 … (room to slot a row in by hand). */
export function sortNumbers(order: readonly number[]): Map<number, number> {
  return new Map(order.map((id, index) => [id, (index + 1) * 10]));
}
