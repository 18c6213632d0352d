import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import {
  POLL_OPTION_LABEL_MAX,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_RESULTS_VISIBILITIES,
} from './pollLimits.ts';

const optionLabel = z
  .string()
  .trim()
  .min(1, { error: () => m.polls_option_empty() })
  .refine((label) => [...label].length <= POLL_OPTION_LABEL_MAX, {
    error: () => m.polls_option_too_long({ max: String(POLL_OPTION_LABEL_MAX) }),
  });

/** A poll as its post's composer sends it (moments and articles, create and edit). */
export const pollInputSchema = z
  .object({
    options: z
      .array(optionLabel)
      .min(POLL_OPTIONS_MIN, { error: () => m.polls_options_count({ min: '2', max: '20' }) })
      .max(POLL_OPTIONS_MAX, { error: () => m.polls_options_count({ min: '2', max: '20' }) }),
    multiple: z.boolean().default(false),
    resultsVisibility: z.enum(POLL_RESULTS_VISIBILITIES).default('voted'),
    publicVotes: z.boolean().default(false),
    /** ISO time with offset, or null for a poll that stays open until its author closes it. */
    closesAt: z.iso
      .datetime({ offset: true, error: () => m.polls_closes_at_invalid() })
      .nullable()
      .default(null),
  })
  .superRefine((poll, ctx) => {
    const seen = new Set<string>();
    poll.options.forEach((label, index) => {
      const key = label.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['options', index], message: m.polls_option_duplicate() });
      }
      seen.add(key);
    });
  });

export type PollInput = z.input<typeof pollInputSchema>;
export type PollData = z.output<typeof pollInputSchema>;

const pollId = z.coerce
  .number({ error: () => m.polls_not_found() })
  .int({ error: () => m.polls_not_found() })
  .positive({ error: () => m.polls_not_found() });

/** The `:id` of /api/polls/:id and its sub-routes. */
export const pollPathSchema = z.object({ id: pollId });

/** POST /api/polls/:id/vote: the chosen options (one for a single-choice poll). */
export const pollVoteSchema = z.object({
  optionIds: z
    .array(z.coerce.number().int().positive())
    .min(1, { error: () => m.polls_vote_choose() })
    .max(POLL_OPTIONS_MAX, { error: () => m.polls_vote_choose() }),
});

/** GET /api/polls/:id/voters?optionId&after: one page of an option's voters, newest first. */
export const pollVotersQuerySchema = z.object({
  optionId: z.coerce.number().int().positive(),
  /** The cursor of the previous page's last voter. */
  after: z.string().max(64).optional(),
});
