export type MomentTab = 'latest' | 'recommended' | 'nodes';

/** ?tab= of /moments; anything unknown is the latest feed. */
export function momentTab(value: string | null): MomentTab {
  return value === 'recommended' || value === 'nodes' ? value : 'latest';
}
