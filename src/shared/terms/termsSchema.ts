import { z } from 'zod';
import { m } from '@/paraglide/messages.js';

export const TERMS_TEXT_MAX = 20_000;

/** POST /api/admin/settings/terms: the user agreement as plain text (blank lines between paragraphs). */
export const termsSchema = z.object({
  text: z
    .string({ error: () => m.adminsettings_terms_required() })
    .trim()
    .min(1, { error: () => m.adminsettings_terms_required() })
    .max(TERMS_TEXT_MAX, { error: () => m.adminsettings_terms_too_long({ max: String(TERMS_TEXT_MAX) }) }),
});
