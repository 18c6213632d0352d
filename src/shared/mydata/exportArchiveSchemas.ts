import { z } from 'zod';

/**
 * The JSON files of a member's data archive (decision 075), one schema per file. The archive also
 * holds the member's uploaded files under `uploads/<path>`, as uploads.json lists them.
 */
const time = z.iso.datetime();
const id = z.number().int().positive();

export const EXPORT_FORMAT = 'plaza-account-export';
export const EXPORT_VERSION = 1;

const exportManifestSchema = z.strictObject({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  userId: id,
  createdAt: time,
  files: z.array(z.string()),
});

const exportAccountSchema = z.strictObject({
  id,
  username: z.string().nullable(),
  nickname: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  avatar: z.string(),
  background: z.string(),
  signature: z.string(),
  homepage: z.string(),
  role: z.string(),
  score: z.number().int(),
  trustLevel: z.number().int(),
  locale: z.string(),
  createdAt: time,
  signinMethods: z.array(z.strictObject({ provider: z.string(), email: z.string(), createdAt: time })),
  twoFactor: z.boolean(),
});

const authored = {
  id,
  content: z.string(),
  status: z.number().int(),
  createdAt: time,
  updatedAt: time,
};

const exportMomentSchema = z.strictObject({
  ...authored,
  type: z.number().int(),
  title: z.string(),
  nodeId: z.number().int().nonnegative(),
  images: z.array(z.string()),
});

const exportArticleSchema = z.strictObject({
  ...authored,
  title: z.string(),
  cover: z.string(),
  publishedAt: time,
});

const exportCommentSchema = z.strictObject({
  id,
  entityType: z.number().int(),
  entityId: id,
  parentId: z.number().int().nonnegative(),
  content: z.string(),
  images: z.array(z.string()),
  status: z.number().int(),
  createdAt: time,
});

const person = z.strictObject({ id, nickname: z.string() });

const exportConversationSchema = z.strictObject({
  id,
  creatorId: id,
  joinedAt: time,
  leftAt: time.nullable(),
  members: z.array(person),
  messages: z.array(
    z.strictObject({
      id,
      senderId: id,
      content: z.string(),
      images: z.array(z.string()),
      createdAt: time,
    }),
  ),
});

const reaction = z.strictObject({ entityType: z.number().int(), entityId: id, createdAt: time });
const exportFavoriteSchema = reaction;
/** A like with its emoji (null: the plain like). */
const exportLikeSchema = reaction.extend({ emoji: z.string().nullable() });

/** A poll option the member chose: the poll's moment or article, and the option as it reads. */
const exportPollVoteSchema = z.strictObject({
  entityType: z.number().int(),
  entityId: id,
  pollId: id,
  option: z.string(),
  createdAt: time,
});

const exportBadgeSchema = z.strictObject({
  slug: z.string(),
  awardedAt: time,
  /** Given by staff, not earned by a rule. */
  byHand: z.boolean(),
  reason: z.string(),
});

const exportFollowsSchema = z.strictObject({
  following: z.array(z.strictObject({ userId: id, createdAt: time })),
  followers: z.array(z.strictObject({ userId: id, createdAt: time })),
});

const exportScoreSchema = z.strictObject({
  source: z.string(),
  refId: z.number().int().nonnegative(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  createdAt: time,
});

const exportDraftSchema = z.strictObject({
  draftKey: z.string(),
  summary: z.string(),
  payload: z.unknown(),
  updatedAt: time,
});

const exportUploadSchema = z.strictObject({
  path: z.string(),
  mime: z.string(),
  bytes: z.number().int().nonnegative(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  originalName: z.string(),
  createdAt: time,
  /** The entry in the archive, or null when the stored file could not be read. */
  file: z.string().nullable(),
});

/** Every JSON file of the archive and the schema it follows. */
export const EXPORT_FILES = {
  'manifest.json': exportManifestSchema,
  'account.json': exportAccountSchema,
  'moments.json': z.array(exportMomentSchema),
  'articles.json': z.array(exportArticleSchema),
  'comments.json': z.array(exportCommentSchema),
  'conversations.json': z.array(exportConversationSchema),
  'favorites.json': z.array(exportFavoriteSchema),
  'likes.json': z.array(exportLikeSchema),
  'poll-votes.json': z.array(exportPollVoteSchema),
  'follows.json': exportFollowsSchema,
  'scores.json': z.array(exportScoreSchema),
  'badges.json': z.array(exportBadgeSchema),
  'drafts.json': z.array(exportDraftSchema),
  'uploads.json': z.array(exportUploadSchema),
} as const;

export type ExportFileName = keyof typeof EXPORT_FILES;
export type ExportFileData<N extends ExportFileName> = z.infer<(typeof EXPORT_FILES)[N]>;
