import { lazy, Suspense } from 'react';
import { useViewer } from '@/islands/viewer/useViewerStore.ts';
import type { OwnContentKind } from './deleteOwnContent.ts';

const OwnContentActions = lazy(() =>
  import('./OwnContentActions.tsx').then((module) => ({ default: module.OwnContentActions })),
);

interface AuthorActionsProps {
  kind: OwnContentKind;
  id: number;
  authorId: number;
}

/**
 * Edit and Delete for the author of a moment or an article (staff delete through the manage
 * menu). Rendered once `$viewer` says the reader wrote it; only then is their code fetched, so
 * other members' pages do not carry it (issue 15's JavaScript budget).
 */
export function AuthorActions({ kind, id, authorId }: AuthorActionsProps) {
  const viewer = useViewer();
  if (viewer?.id !== authorId) return null;
  return (
    <Suspense fallback={null}>
      <OwnContentActions kind={kind} id={id} />
    </Suspense>
  );
}
