import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import { MomentType, type MomentTypeValue } from '@/shared/content/contentStatus.ts';
import { isUploadUrl } from '@/shared/upload/uploadUrl.ts';
import {
  MOMENT_IMAGES_MAX,
  MOMENT_TAGS_MAX,
  MOMENT_TITLE_MAX,
  TAG_NAME_MAX,
  TWEET_TEXT_MAX,
} from './momentLimits.ts';
import { normalizeTagNames } from './tagNames.ts';
import { pollInputSchema, type PollData } from '@/shared/polls/pollSchemas.ts';

// Form posts send one `tags[]` value as a string and none as nothing.
const asList = (value: unknown): unknown => (value === undefined || value === null ? [] : [value].flat());

const momentId = z.coerce
  .number({ error: () => m.moments_not_found() })
  .int({ error: () => m.moments_not_found() })
  .positive({ error: () => m.moments_not_found() });

const momentFields = {
  type: z.coerce
    .number({ error: () => m.moments_type_invalid() })
    .pipe(z.literal([MomentType.post, MomentType.tweet], { error: () => m.moments_type_invalid() }))
    .default(MomentType.post),
  title: z.string().default(''),
  /** A post's editor HTML, or a tweet's plain text. */
  content: z.string().default(''),
  images: z.preprocess(
    asList,
    z.array(z.string()).max(MOMENT_IMAGES_MAX, {
      error: () => m.moments_images_too_many({ limit: String(MOMENT_IMAGES_MAX) }),
    }),
  ),
  /** 0: the site's default node. */
  nodeId: z.coerce.number().int().min(0).default(0),
  tags: z
    .preprocess(
      asList,
      z.array(z.string().max(200, { error: () => m.moments_tag_too_long({ max: String(TAG_NAME_MAX) }) })),
    )
    .transform(normalizeTagNames)
    .pipe(
      z
        .array(
          z
            .string()
            .max(TAG_NAME_MAX, { error: () => m.moments_tag_too_long({ max: String(TAG_NAME_MAX) }) }),
        )
        .max(MOMENT_TAGS_MAX, { error: () => m.moments_tags_too_many({ max: String(MOMENT_TAGS_MAX) }) }),
    ),
  /** Editor HTML shown only to the author and to readers who replied (when the site enables it). */
  hiddenContent: z.string().default(''),
  /** The post's poll (decision 081); on edit, left out keeps it and null removes it. */
  poll: pollInputSchema.nullable().optional(),
};

interface MomentFieldsValue {
  type: MomentTypeValue;
  title: string;
  content: string;
  images: string[];
  nodeId: number;
  tags: string[];
  hiddenContent: string;
  poll?: PollData | null | undefined;
}

/** The checks that depend on the kind: a post needs a title and a body, a tweet text or images. */
function checkKind(value: MomentFieldsValue, ctx: z.RefinementCtx): void {
  if (value.type === MomentType.post) {
    const title = value.title.trim();
    if (title === '') ctx.addIssue({ code: 'custom', path: ['title'], message: m.moments_title_required() });
    else if ([...title].length > MOMENT_TITLE_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['title'],
        message: m.moments_title_too_long({ max: String(MOMENT_TITLE_MAX) }),
      });
    }
    if (value.content.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['content'], message: m.moments_content_required() });
    }
    return;
  }
  const text = value.content.trim();
  if ([...text].length > TWEET_TEXT_MAX) {
    ctx.addIssue({
      code: 'custom',
      path: ['content'],
      message: m.moments_tweet_too_long({ max: String(TWEET_TEXT_MAX) }),
    });
  }
  if (text === '' && value.images.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['content'], message: m.moments_tweet_empty() });
  }
  value.images.forEach((url, index) => {
    if (!isUploadUrl(url)) {
      ctx.addIssue({ code: 'custom', path: ['images', index], message: m.moments_image_invalid() });
    }
  });
}

// A title is one line of plain text: no line breaks or other control characters.
// eslint-disable-next-line no-control-regex
const TITLE_CONTROLS = /[\u0000-\u001f\u007f]+/g;

/** What the kind keeps: posts have no image list, tweets no title. */
function tidy<T extends MomentFieldsValue>(value: T): T {
  return value.type === MomentType.post
    ? { ...value, title: value.title.replace(TITLE_CONTROLS, ' ').trim(), images: [] }
    : { ...value, title: '', content: value.content.trim() };
}

/** POST /api/moment/create; the composer validates with the same schema. */
export const createMomentSchema = z.object(momentFields).superRefine(checkKind).transform(tidy);

/** POST /api/moment/update: the fields of create plus the moment's id. */
export const updateMomentSchema = z
  .object({ id: momentId, ...momentFields })
  .superRefine(checkKind)
  .transform(tidy);

/** POST /api/moment/delete. */
export const deleteMomentSchema = z.object({ id: momentId });

export type MomentInput = z.input<typeof createMomentSchema>;
export type MomentData = z.output<typeof createMomentSchema>;
export type MomentUpdateData = z.output<typeof updateMomentSchema>;

/** The answer of create and update. */
export interface MomentSaved {
  id: number;
  url: string;
  /** 0 published, 1 pending review. */
  status: number;
}
