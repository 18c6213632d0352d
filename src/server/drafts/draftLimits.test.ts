import { describe, expect, it } from 'vitest';
import { CONTENT_MAX_HTML_LENGTH } from '../content/contentLimits.ts';
import { DRAFT_HTML_MAX } from '@/shared/drafts/draftLimits.ts';

describe('draft limits', () => {
  it('keep as much editor HTML as a content write accepts', () => {
    expect(DRAFT_HTML_MAX).toBe(CONTENT_MAX_HTML_LENGTH);
  });
});
