import { z } from 'zod';

/** Deleting one's own account (decision 075): the password, or a second-factor code when 2FA is on. */
export const accountDeletionSchema = z.object({
  password: z.string().max(256).default(''),
  code: z.string().max(64).default(''),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

/** What the owner chose for a deleted member's moments, articles and comments. */
const DELETED_CONTENT_CHOICES = ['keep', 'remove'] as const;
export type DeletedContentChoice = (typeof DELETED_CONTENT_CHOICES)[number];
export const deletedContentChoiceSchema = z.enum(DELETED_CONTENT_CHOICES);

export const ACCOUNT_DATA_PATH = '/user/account';
export const EXPORT_DOWNLOAD_PATH = '/api/user/account/export/download';

/** The state of the member's data page, as /api/user/account/status answers it. */
export interface AccountDataStatus {
  export: {
    id: number;
    status: 'preparing' | 'ready' | 'failed' | 'expired';
    createdAt: string;
    expiresAt: string;
    size: number;
  } | null;
  deletion: { scheduledFor: string } | null;
  /** How the member confirms a deletion: 'code' with 2FA on, 'password' with one, else 'set-password' (a first password). */
  confirmWith: 'password' | 'code' | 'set-password';
}
