import { z } from 'zod';
import { parseHttpUrl } from '@/shared/validation/httpUrl.ts';
import { WEBHOOK_EVENT_TYPES } from './webhookEvents.ts';
import { m } from '@/paraglide/messages.js';

const WEBHOOK_URL_MAX = 2000;

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** An endpoint as the owner adds (no id) or edits it on /admin/webhooks. */
export const webhookEndpointSchema = z.object({
  id: idSchema.optional(),
  url: z
    .string()
    .trim()
    .max(WEBHOOK_URL_MAX, { error: () => m.webhooks_url_too_long({ max: String(WEBHOOK_URL_MAX) }) })
    .refine((value) => parseHttpUrl(value) !== undefined, { error: () => m.webhooks_url_invalid() }),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: () => m.webhooks_events_required() }))
    .min(1, { error: () => m.webhooks_events_required() })
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((events) => [...new Set(events)]),
  active: z.boolean().default(true),
  allowPrivateAddresses: z.boolean().default(false),
});
export type WebhookEndpointInput = z.output<typeof webhookEndpointSchema>;

/** The endpoint an action is about (delete, new secret, test event). */
export const webhookEndpointIdSchema = z.object({ id: idSchema });

/** The delivery "Redeliver" sends again. */
export const webhookDeliveryIdSchema = z.object({ deliveryId: idSchema });

/** What saving answers: the endpoint's id, and its secret when it was just made (shown once). */
export interface WebhookEndpointSaved {
  id: number;
  secret?: string;
}
