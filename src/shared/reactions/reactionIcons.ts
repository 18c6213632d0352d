import type { IconName } from '@/components/ui/iconPaths.ts';

/** One drawing per reaction wherever it shows: feed cards, detail pages, comments, empty states. */
export const REACTION_ICONS = { like: 'heart', favorite: 'star' } as const satisfies Record<string, IconName>;
