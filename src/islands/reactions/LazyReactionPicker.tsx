import { lazy, Suspense, type ComponentProps } from 'react';
import { useHydrated } from '@/islands/ui/useHydrated.ts';

// Fetched only where the owner enabled emoji, so the like islands weigh what they did without them;
// it is the viewer's control, so the shared HTML never holds it.
const ReactionPicker = lazy(() => import('./ReactionPicker.tsx'));

export function LazyReactionPicker(props: ComponentProps<typeof ReactionPicker>) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ReactionPicker {...props} />
    </Suspense>
  );
}
