import { m } from '@/i18n/messages.ts';
import { isStaff } from '@/shared/users/roles.ts';
import { useViewer } from '@/islands/viewer/useViewerStore.ts';

interface StaffHistoryLinkProps {
  href: string;
}

/** The history link when only staff may read it: nothing for other readers of the shared page. */
function StaffHistoryLink({ href }: StaffHistoryLinkProps) {
  const viewer = useViewer();
  if (!viewer || !isStaff(viewer.role)) return null;
  return (
    <a className="edited-mark-history" href={href} data-history-link="">
      {m.revisions_history_link()}
    </a>
  );
}

export default StaffHistoryLink;
