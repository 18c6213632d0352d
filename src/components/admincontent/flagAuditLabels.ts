import { m } from '@/paraglide/messages.js';

const VERBS: Record<string, () => string> = {
  flag_hide: m.flagging_audit_hide,
  flag_restore: m.flagging_audit_restore,
  flags_upheld: m.flagging_audit_upheld,
  flags_rejected: m.flagging_audit_rejected,
};

/** The audit labels of what flags do to a moment, article or comment (decision 058). */
export const FLAG_AUDIT_ACTIONS: Record<string, () => string> = Object.fromEntries(
  ['moment', 'article', 'comment'].flatMap((kind) =>
    Object.entries(VERBS).map(([verb, label]) => [`${kind}.${verb}`, label]),
  ),
);
