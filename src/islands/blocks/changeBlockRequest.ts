import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { BlockChangeResult } from '@/shared/blocks/blockSchemas.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { showToast } from '@/stores/toasts.ts';
import { $blocked } from '@/stores/viewer.ts';
import { m } from '@/i18n/messages.ts';

/**
 * Blocks or unblocks a member after the viewer confirms; the stores follow the server's answer.
 * Resolves to the new state, or undefined when the viewer cancelled or the request failed.
 */
export async function confirmAndChangeBlock(
  userId: number,
  name: string,
  blocked: boolean,
): Promise<boolean | undefined> {
  const confirmed = await askConfirm(
    blocked
      ? {
          title: m.blocks_confirm_title({ name }),
          message: m.blocks_confirm_body(),
          confirmLabel: m.blocks_block(),
          danger: true,
        }
      : {
          title: m.blocks_unblock_confirm_title({ name }),
          message: m.blocks_unblock_confirm_body(),
          confirmLabel: m.blocks_unblock(),
        },
  );
  if (!confirmed) return undefined;
  try {
    const result = await apiRequest<BlockChangeResult>('/api/user/block', { body: { userId, blocked } });
    $blocked.setKey(String(userId), result.blocked);
    showToast(
      'success',
      result.blocked ? m.blocks_blocked_toast({ name }) : m.blocks_unblocked_toast({ name }),
    );
    return result.blocked;
  } catch (error) {
    reportApiError(error);
    return undefined;
  }
}
