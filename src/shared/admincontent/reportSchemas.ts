import { z } from 'zod';
import { REPORT_NOTE_MAX, REPORT_REASON_MAX } from './reportLimits.ts';

/** A conversation is reported by one of its members; staff may then read it (decision 036). */
const REPORT_TARGET_TYPES = ['moment', 'article', 'comment', 'user', 'conversation'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** POST /api/report */
export const createReportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int().positive(),
  reason: z.string().trim().min(1).max(REPORT_REASON_MAX),
});
export type CreateReportInput = z.infer<typeof createReportSchema>;

/** POST /api/admin/reports/resolve: resolve (optionally deleting the content) or dismiss. */
export const resolveReportSchema = z.object({
  id: z.number().int().positive(),
  outcome: z.enum(['resolve', 'dismiss']),
  note: z.string().trim().max(REPORT_NOTE_MAX),
  deleteContent: z.boolean().default(false),
});
export type ResolveReportInput = z.infer<typeof resolveReportSchema>;

/** reports.status */
export const ReportStatus = { open: 0, resolved: 1, dismissed: 2 } as const;
