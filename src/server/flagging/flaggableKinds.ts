import type { AdminContentKind } from '@/shared/admincontent/adminContentKinds.ts';
import type { ReportTargetType } from '@/shared/admincontent/reportSchemas.ts';

/** The reported things flags can hide: content, not members or conversations. */
export type FlaggableKind = AdminContentKind;

export function isFlaggable(type: ReportTargetType | string): type is FlaggableKind {
  return type === 'moment' || type === 'article' || type === 'comment';
}
