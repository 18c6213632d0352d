import type { CheckinStatus } from '@/shared/checkin/checkinTypes.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { ViewerReaction } from '@/shared/reactions/reactionSchemas.ts';
import type { ViewerReading } from '@/shared/watching/watchTypes.ts';

/**
 * Public pages are one HTML per URL and language (decision 027): whatever depends on who reads
 * them comes from one request per page view, GET /api/viewer, into the stores of
 * src/stores/viewer.ts. Server-rendered parts name what they show with this attribute
 * (`data-viewer-entity="moment:12"`), and the request asks about exactly those.
 */
export const VIEWER_ENTITY_ATTRIBUTE = 'data-viewer-entity';

/** Put on a Watch toggle (`tag:3`, `member:7`…): the viewer request asks whether the viewer watches it. */
export const VIEWER_WATCH_ATTRIBUTE = 'data-viewer-watch';

/** Put on a card's reading marker (`moment:12`): the request answers the viewer's reading of it. */
export const VIEWER_READING_ATTRIBUTE = 'data-viewer-reading';

/** Put on an item page (`moment:12`): the request marks it read and answers its first unread comment. */
export const VIEWER_READ_ATTRIBUTE = 'data-viewer-read';

/** Put on the check-in widget: the page's viewer request then asks for the viewer's check-in (`checkin=1`). */
export const VIEWER_CHECKIN_ATTRIBUTE = 'data-viewer-checkin';

/** What a page can ask about: likes and favorites of moments, articles and comments; follows of users. */
export type ViewerEntityKind = 'moment' | 'article' | 'comment' | 'user';

export type ViewerEntityKey = `${ViewerEntityKind}:${number}`;

export function viewerEntityKey(kind: ViewerEntityKind, id: number): ViewerEntityKey {
  return `${kind}:${id}`;
}

export function parseViewerEntityKey(key: string): { kind: ViewerEntityKind; id: number } | undefined {
  const match = /^(moment|article|comment|user):([1-9][0-9]{0,15})$/.exec(key);
  if (!match) return undefined;
  return { kind: match[1] as ViewerEntityKind, id: Number(match[2]) };
}

/** A reaction of the viewer plus the live counts, which a cached page may show a few seconds old. */
export interface ViewerReactionState extends ViewerReaction {
  likes: number;
  favorites: number;
}

/** Hidden content of a moment that this viewer may read (its author, or a member who replied). */
export interface ViewerHiddenContent {
  html: string;
  byAuthor: boolean;
}

/** The answer of GET /api/viewer. A visitor gets `user: null` and nothing else filled. */
export interface ViewerState {
  user: CurrentUser | null;
  unread: number;
  /** Present when the page asked (`checkin=1`) and the viewer is signed in. */
  checkin: CheckinStatus | null;
  /** Keyed by `moment:1`, `article:2`, `comment:3`. */
  reactions: Record<string, ViewerReactionState>;
  /** Users on the page whom the viewer follows. */
  following: number[];
  /** Users on the page who follow the viewer (a profile's "mutual" and "follows you" badges). */
  followers: number[];
  /** Live fans counts of the users on the page, by user id: a cached profile's may be a few seconds old. */
  fans: Record<string, number>;
  /** Keyed by `moment:1`. */
  hidden: Record<string, ViewerHiddenContent>;
  /** The page's watch targets (`tag:3`…) the viewer watches. */
  watching: string[];
  /** By `moment:1`, `article:2`: the cards the viewer opened, or with comments since a "mark all read". */
  reading: Record<string, ViewerReading>;
  /**
   * When the page has cards: unopened cards by others posted after this (ISO 8601) are new. The
   * viewer's last "mark all read", else when they joined.
   */
  readingSince: string | null;
  /** The first unread comment of the page's item, by its key (absent when none). */
  firstUnread: Record<string, number>;
  /** Members the viewer blocked (the newest 500), on any page. */
  blocked: number[];
  /** Users on the page who blocked the viewer (a profile hides its follow button from them). */
  blockedBy: number[];
}

export const EMPTY_VIEWER_STATE: ViewerState = {
  user: null,
  unread: 0,
  checkin: null,
  reactions: {},
  following: [],
  followers: [],
  fans: {},
  hidden: {},
  watching: [],
  reading: {},
  readingSince: null,
  firstUnread: {},
  blocked: [],
  blockedBy: [],
};
