import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import { MomentType } from '@/shared/content/contentStatus.ts';
import { isUploadUrl } from '@/shared/upload/uploadUrl.ts';
import { parseDraftKey, payloadKindOf, type DraftPayloadKind, type DraftTarget } from './draftKeys.ts';
import {
  DRAFT_HTML_MAX,
  DRAFT_IMAGES_MAX,
  DRAFT_TAG_MAX,
  DRAFT_TAGS_MAX,
  DRAFT_TEXT_MAX,
  DRAFT_TITLE_MAX,
} from './draftLimits.ts';
import type { DraftPayload } from './draftTypes.ts';

const tooLarge = () => m.drafts_too_large();
const text = (max: number) => z.string().max(max, { error: tooLarge });
const uploadUrl = z.string().refine(isUploadUrl, { error: () => m.drafts_image_invalid() });
const images = z.array(uploadUrl).max(DRAFT_IMAGES_MAX, { error: tooLarge });
const tags = z.array(text(DRAFT_TAG_MAX)).max(DRAFT_TAGS_MAX, { error: tooLarge });

// Drafts hold work in progress: only sizes and shapes are checked, never whether it could be published.
const payloadSchemas: Record<DraftPayloadKind, z.ZodType<DraftPayload>> = {
  moment: z.object({
    type: z.literal([MomentType.post, MomentType.tweet]),
    title: text(DRAFT_TITLE_MAX),
    html: text(DRAFT_HTML_MAX),
    text: text(DRAFT_TEXT_MAX),
    images,
    nodeId: z.number().int().nonnegative(),
    tags,
    hiddenContent: text(DRAFT_HTML_MAX),
  }),
  article: z.object({
    title: text(DRAFT_TITLE_MAX),
    content: text(DRAFT_HTML_MAX),
    cover: z.union([z.literal(''), uploadUrl]),
    tags,
  }),
  comment: z.object({ content: text(DRAFT_TEXT_MAX), images }),
};

const keyInvalid = () => m.drafts_key_invalid();

/** A composer key (src/shared/drafts/draftKeys.ts). */
const draftKeySchema = z
  .string({ error: keyInvalid })
  .max(64, { error: keyInvalid })
  .refine((key) => parseDraftKey(key) !== null, { error: keyInvalid });

export interface DraftSaveInput {
  key: string;
  target: DraftTarget;
  payload: DraftPayload;
}

/** POST /api/draft/save: the key and the composer's fields, checked against that composer's shape. */
export const draftSaveSchema = z
  .object({ key: draftKeySchema, payload: z.unknown() })
  .transform((value, ctx): DraftSaveInput => {
    const target = parseDraftKey(value.key);
    if (!target) {
      ctx.addIssue({ code: 'custom', path: ['key'], message: keyInvalid() });
      return z.NEVER;
    }
    const parsed = payloadSchemas[payloadKindOf(target)].safeParse(value.payload);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['payload', ...issue.path] });
      }
      return z.NEVER;
    }
    return { key: value.key, target, payload: parsed.data };
  });

/** GET /api/draft/get and POST /api/draft/delete. */
export const draftKeyQuerySchema = z.object({ key: draftKeySchema });

/** GET /api/draft/list. */
export const draftListQuerySchema = z.object({ cursor: z.string().max(200).optional() });
