import { z } from 'zod';
import { m } from '@/paraglide/messages.js';

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: () => m.push_subscription_invalid() });

/**
 * POST /api/user/push/subscribe: the browser's PushSubscription as `toJSON()` gives it. Push
 * services are reached over https only (web-push sends nothing else).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https$/, error: () => m.push_subscription_invalid() })
    .max(1024, { error: () => m.push_subscription_invalid() }),
  keys: z.object({ p256dh: base64url(128), auth: base64url(64) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/**
 * POST /api/user/push/revoke: one of the caller's own devices, by its id (the device list) or by its
 * endpoint (this browser, signing out).
 */
export const pushRevokeSchema = z.union([
  z.object({ id: z.coerce.number().int().positive() }),
  z.object({ endpoint: z.string().max(1024) }),
]);
export type PushRevokeInput = z.infer<typeof pushRevokeSchema>;

/** A device in the member's list. */
export interface PushDeviceView {
  id: number;
  label: string;
  /** The SHA-256 (hex) of its endpoint: the browser finds its own device by hashing its subscription's. */
  endpointHash: string;
  createdAt: string;
  lastPushedAt: string | null;
}
