import { lazy, Suspense, type ComponentProps } from 'react';
import { useHydrated } from '@/islands/ui/useHydrated.ts';

// Fetched only where the owner enabled emoji, so the comment list weighs what it did without them;
// the counts themselves are in the island's props, the same for every reader.
const ReactionChips = lazy(() =>
  import('./ReactionChips.tsx').then((module) => ({ default: module.ReactionChips })),
);

export function LazyReactionChips(props: ComponentProps<typeof ReactionChips>) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ReactionChips {...props} />
    </Suspense>
  );
}
