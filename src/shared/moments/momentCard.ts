import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';
import type { MomentTypeValue } from '@/shared/content/contentStatus.ts';

export type MomentAuthor = PublicAuthor;

interface MomentNodeRef {
  id: number;
  name: string;
  /** A question node: its moments are questions that can have an accepted answer. */
  questions: boolean;
}

interface MomentTagRef {
  id: number;
  name: string;
}

export interface MomentCounts {
  views: number;
  likes: number;
  favorites: number;
  comments: number;
}

/** A moment as lists show it (GET /api/moment/list); never the body or hidden content. */
export interface MomentCard {
  id: number;
  type: MomentTypeValue;
  /** Posts only; tweets have ''. */
  title: string;
  excerpt: string;
  /** The first few image URLs (tweets). */
  images: string[];
  /** How many images the moment has in all, for a "+N" hint. */
  imageCount: number;
  author: MomentAuthor;
  /** Null when the node no longer exists. */
  node: MomentNodeRef | null;
  tags: MomentTagRef[];
  counts: MomentCounts;
  sticky: boolean;
  recommended: boolean;
  /** It carries a poll (a column of the row, decision 081). */
  hasPoll: boolean;
  /** A question with an accepted answer (decision 082). */
  answered: boolean;
  /** ISO 8601, UTC. */
  createdAt: string;
  lastActivityAt: string;
  ipLocation: string;
}

/** The images a card shows. */
export const CARD_IMAGE_LIMIT = 3;

/** Where a moment lives. */
export function momentPath(id: number): string {
  return `/moment/${id}`;
}
