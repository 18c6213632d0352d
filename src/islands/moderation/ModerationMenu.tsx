import { lazy, Suspense } from 'react';
import { isStaff } from '@/shared/users/roles.ts';
import { useViewer } from '@/islands/viewer/useViewerStore.ts';
import type { ModerationKind } from './moderationRequest.ts';

const StaffModerationMenu = lazy(() =>
  import('./StaffModerationMenu.tsx').then((module) => ({ default: module.StaffModerationMenu })),
);

interface ModerationMenuProps {
  kind: ModerationKind;
  id: number;
}

/**
 * The staff manage menu of a moment, article or member. Nothing is rendered for other readers, and
 * the menu's code is fetched only once the viewer state says the reader is staff, so members'
 * pages do not carry it (issue 15's JavaScript budget).
 */
export function ModerationMenu({ kind, id }: ModerationMenuProps) {
  const viewer = useViewer();
  if (!viewer || !isStaff(viewer.role)) return null;
  return (
    <Suspense fallback={null}>
      <StaffModerationMenu kind={kind} id={id} viewer={viewer} />
    </Suspense>
  );
}
