/** Apart from the schemas so the report dialog's browser code needs no zod. */
export const REPORT_REASON_MAX = 500;
/** reports.resolution and the audit reason hold 500 characters. */
export const REPORT_NOTE_MAX = 500;
