import { useStore } from '@nanostores/react';
import { countText } from '@/components/articles/countText.ts';
import { $commentCounts } from '@/stores/comments.ts';

interface CommentCountProps {
  /** `moment:1` / `article:2`. */
  target: string;
  /** The count the page was rendered with. */
  initial: number;
  /** `badge`: the number beside the section title; `stats`: "3 comments". */
  variant: 'badge' | 'stats';
}

/** A target's comment count, following the count the server answered after a post or a delete. */
function CommentCount({ target, initial, variant }: CommentCountProps) {
  const count = useStore($commentCounts, { keys: [target] })[target] ?? initial;
  if (variant === 'stats') return countText('comments', count);
  return (
    <span className="pill-muted comments-count" data-comment-count="">
      {count}
    </span>
  );
}

export default CommentCount;
