export type HomeTab = 'latest' | 'recommended';

/** ?tab= of the home page; anything unknown is the latest feed. */
export function homeTab(value: string | null): HomeTab {
  return value === 'recommended' ? 'recommended' : 'latest';
}
