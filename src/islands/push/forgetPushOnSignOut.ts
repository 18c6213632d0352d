import { apiRequest } from '@/shared/api/apiClient.ts';
import { currentSubscription } from './pushSubscription.ts';

/**
 * Before a member signs out, this browser stops receiving their pushes: the next person here must
 * not read their notices. Best effort: signing out goes on whatever this meets.
 */
export async function forgetPushOnSignOut(): Promise<void> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await apiRequest<unknown>('/api/user/push/revoke', { body: { endpoint: subscription.endpoint } }).catch(
      () => undefined,
    );
    await subscription.unsubscribe();
  } catch {
    // No worker, no subscription API: nothing to forget.
  }
}
