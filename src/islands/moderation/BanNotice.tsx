import { Icon } from '@/islands/ui/Icon.tsx';
import { banInForce, banNotice } from '@/shared/moderation/banNotice.ts';
import { useViewer } from '@/islands/viewer/useViewerStore.ts';
import './banNotice.css';

interface BanNoticeProps {
  timeZone: string;
  /** Only on this member's own page (their profile). */
  onlyFor?: number | undefined;
}

/** The signed-in member's own ban, where they would post, comment or look at their profile. */
export function BanNotice({ timeZone, onlyFor }: BanNoticeProps) {
  const viewer = useViewer();
  const ban = banInForce(viewer?.ban ?? null);
  if (!viewer || !ban || (onlyFor !== undefined && viewer.id !== onlyFor)) return null;
  return (
    <div className="notice-box ban-notice" role="status" data-ban-notice="">
      <Icon name="alertCircle" size={18} />
      <p>{banNotice(ban, timeZone)}</p>
    </div>
  );
}
