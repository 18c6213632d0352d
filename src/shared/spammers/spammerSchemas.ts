import { z } from 'zod';

const userId = z.coerce.number().int().positive();
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

export const deleteSpammerSchema = z.object({ userId, blockIp: flag, blockDomain: flag });
export const restoreSpammerSchema = z.object({ userId });
export const spammerPreviewQuerySchema = z.object({ userId });

/** How many items of each kind one removal takes away (or took away). */
export interface SpammerCounts {
  moments: number;
  articles: number;
  comments: number;
  messages: number;
  conversations: number;
}

/** What "Delete spammer" would remove and block, for the confirmation. */
export interface SpammerPreview {
  counts: SpammerCounts;
  /** The address the account signed up from; empty when unknown (then it cannot be blocked). */
  ip: string;
  /** The address is loopback or private (a proxy's, likely): blocking it may turn everyone away. */
  ipShared: boolean;
  /** The lower-case domain of the account's e-mail; empty when it has none. */
  domain: string;
  /** The domain is a large shared mail provider: blocking it turns away everyone who uses it. */
  domainShared: boolean;
}

/** The account's last removal while it may still be restored. */
export interface SpammerRemovalState {
  id: number;
  createdAt: string;
  /** When restoring stops being offered. */
  restorableUntil: string;
  counts: SpammerCounts;
}
