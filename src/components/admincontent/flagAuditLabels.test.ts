import { describe, expect, it } from 'vitest';
import { auditActionLabel } from '@/components/admin/auditLabels.ts';

// What flags record on an item (src/server/flagging) reads as words in the audit log.
const FLAG_ACTIONS = ['moment', 'article', 'comment'].flatMap((kind) =>
  ['flag_hide', 'flag_restore', 'flags_upheld', 'flags_rejected'].map((verb) => `${kind}.${verb}`),
);

describe('flag audit labels', () => {
  it.each(FLAG_ACTIONS)('names %s in words', (action) => {
    expect(auditActionLabel(action)).not.toBe(action);
  });
});
