import type { MomentCard } from './momentCard.ts';

/** Whether the viewer sees the moment's hidden content. */
export type HiddenContentView =
  | { state: 'none' }
  | { state: 'shown'; html: string }
  /** Hidden content exists; the viewer must reply (and sign in first when signed out). */
  | { state: 'locked'; signedIn: boolean };

/** A moment as its page shows it to one viewer. */
export interface MomentDetail extends Omit<MomentCard, 'images'> {
  /** Sanitized HTML, stored clean at write time. */
  html: string;
  /** Every image (tweets). */
  images: string[];
  pending: boolean;
  hidden: HiddenContentView;
  /** The viewer wrote it. */
  isAuthor: boolean;
  /** Published: others may comment, like and favorite it. */
  open: boolean;
  /** When an edit last kept a revision (ISO 8601); null when never edited past the grace period. */
  editedAt: string | null;
  /** When the row last changed (ISO 8601), for the page's structured data. */
  updatedAt: string;
  /** In a question node: the accepted answer's comment (decision 082). */
  answerCommentId: number | null;
}
