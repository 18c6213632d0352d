import type { MomentDraft } from '@/shared/moments/momentDraft.ts';

export interface NodeOption {
  id: number;
  name: string;
}

export interface MomentComposerProps {
  /** The signed-in author, whose drafts this browser keeps a copy of. */
  userId: number;
  /** Set when editing: the id of the moment being edited. */
  momentId?: number | undefined;
  initial: MomentDraft;
  nodes: NodeOption[];
  tweetEnabled: boolean;
  hideContentEnabled: boolean;
  /** New moments need the slider captcha first (config.momentCaptcha). */
  captchaRequired?: boolean | undefined;
  /** Editing a moment that waits for review. */
  pending?: boolean | undefined;
}
