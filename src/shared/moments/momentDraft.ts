import type { MomentTypeValue } from '@/shared/content/contentStatus.ts';

/** What the composer starts with: empty for a new moment, the stored moment when editing. */
export interface MomentDraft {
  type: MomentTypeValue;
  title: string;
  /** A post's body HTML. */
  html: string;
  /** A tweet's text. */
  text: string;
  images: string[];
  nodeId: number;
  tags: string[];
  hiddenContent: string;
}

/** A new moment's empty fields. */
export function emptyMomentDraft(type: MomentTypeValue, nodeId: number): MomentDraft {
  return { type, title: '', html: '', text: '', images: [], nodeId, tags: [], hiddenContent: '' };
}

/** The node preselected in the composer: the given one if active, else the site default, else the first. */
export function preselectedNodeId(
  activeIds: readonly number[],
  wanted: number,
  defaultNodeId: number,
): number {
  if (activeIds.includes(wanted)) return wanted;
  if (activeIds.includes(defaultNodeId)) return defaultNodeId;
  return activeIds[0] ?? 0;
}
