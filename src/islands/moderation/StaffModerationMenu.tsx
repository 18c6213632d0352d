import { useEffect, useState } from 'react';
import { Dropdown } from '@/islands/ui/Dropdown.tsx';
import { Icon } from '@/islands/ui/Icon.tsx';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { ARTICLES_PATH } from '@/shared/articles/articlePaths.ts';
import {
  moderationMenuItems,
  OPS_WITH_REASON,
  type ModerationOp,
  type ModerationTarget,
} from '@/shared/moderation/menuItems.ts';
import { targetAfter } from '@/shared/moderation/targetAfter.ts';
import { moderationDoneMessage } from '@/shared/moderation/doneMessage.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { showToast } from '@/stores/toasts.ts';
import { moderationRequest, type ModerationKind } from './moderationRequest.ts';
import { ReasonDialog } from './ReasonDialog.tsx';
import { m } from '@/i18n/messages.ts';
import './moderationMenu.css';

export interface StaffModerationMenuProps {
  kind: ModerationKind;
  id: number;
  /** A member of staff: ModerationMenu renders this for nobody else. */
  viewer: CurrentUser;
}

/**
 * The manage menu itself: the entries the staff member's role allows (src/shared/moderation),
 * once the target's flags are read. The server checks every action again.
 */
export function StaffModerationMenu({ kind, id, viewer }: StaffModerationMenuProps) {
  const [target, setTarget] = useState<ModerationTarget | null>(null);
  const [asking, setAsking] = useState<{ op: ModerationOp; title: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    apiRequest<ModerationTarget>(`/api/moderation/target?kind=${kind}&id=${id}`)
      .then((read) => current && setTarget(read))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [kind, id]);

  if (!target) return null;
  const items = moderationMenuItems(viewer, target);
  if (items.length === 0) return null;

  const run = async (op: ModerationOp, reason: string) => {
    const request = moderationRequest(kind, id, target.user.id, op, reason);
    setBusy(true);
    try {
      await apiRequest<unknown>(request.path, { body: request.body });
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiRequestError && error.notSignedIn) return reportApiError(error);
      const message = error instanceof Error && error.message ? error.message : m.error_unknown();
      showToast('error', `${request.failure}${message}`);
      return;
    }
    // Deleted content is gone from its page; anything else changes the menu in place at once.
    if (op === 'delete') {
      window.location.assign(kind === 'moment' ? '/moments' : ARTICLES_PATH);
      return;
    }
    setTarget(targetAfter(target, op));
    setBusy(false);
    showToast('success', moderationDoneMessage(op));
  };

  const choose = (op: ModerationOp, title: string) => {
    if (busy) return;
    if (OPS_WITH_REASON.has(op)) setAsking({ op, title });
    else void run(op, '');
  };

  return (
    <div className="moderation-menu" aria-busy={busy || undefined}>
      <Dropdown
        triggerClassName="button button-small"
        triggerLabel={m.moderation_manage()}
        trigger={
          <>
            <Icon name="shield" size={15} />
            <span>{m.moderation_manage()}</span>
            <Icon name="chevronDown" size={14} />
          </>
        }
        items={items.map((item) => ({
          key: item.op,
          label: item.label,
          danger: item.danger,
          onSelect: () => choose(item.op, item.label),
        }))}
      />
      {asking && (
        <ReasonDialog
          title={asking.title}
          onDone={(reason) => {
            setAsking(null);
            if (reason !== null) void run(asking.op, reason);
          }}
        />
      )}
    </div>
  );
}
