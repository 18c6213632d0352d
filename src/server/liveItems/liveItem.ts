import type { CommentKind } from '@/shared/comments/commentKinds.ts';

/** The moment or article a member's event stream follows, and the newest comment the page has. */
export interface LiveItem {
  kind: CommentKind;
  id: number;
  /** `moment:12`: the fan-out's topic. */
  topic: string;
  /** Catch up on comments published after this id on connect; undefined: on none. */
  after: number | undefined;
}
