/** How long after "Delete spammer" staff may still put everything back. */
const SPAMMER_RESTORE_DAYS = 30;

/** The last moment a removal made at `createdAt` may be restored. */
export function restorableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SPAMMER_RESTORE_DAYS * 86_400_000);
}
