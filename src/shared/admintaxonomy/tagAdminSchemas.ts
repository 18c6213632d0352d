import { z } from 'zod';
import { normalizeTagNames } from '@/shared/moments/tagNames.ts';
import { TAG_NAME_MAX } from '@/shared/moments/momentLimits.ts';
import { idSchema } from '@/shared/admincollection/adminCollectionSchemas.ts';
import { m } from '@/paraglide/messages.js';

/** A tag name as typed, normalised the way moments and articles store it. */
const tagNameSchema = z
  .string({ error: () => m.admintaxonomy_tag_name_required() })
  .transform((value) => normalizeTagNames([value])[0] ?? '')
  .pipe(
    z
      .string()
      .min(1, { error: () => m.admintaxonomy_tag_name_required() })
      .max(TAG_NAME_MAX, { error: () => m.admintaxonomy_tag_name_too_long({ max: String(TAG_NAME_MAX) }) }),
  );

export const tagRenameSchema = z.object({ id: idSchema, name: tagNameSchema });
/** Merge the tag `id` into the tag named `target`. */
export const tagMergeSchema = z.object({ id: idSchema, target: tagNameSchema });
export const tagIdSchema = z.object({ id: idSchema });
