import { m } from '@/i18n/messages.ts';
import { CHECK_FAILURE_CHOICES } from '@/shared/trust/trustConfig.ts';
import { NumberField, Section } from './SettingsControls.tsx';
import type { SiteSectionProps } from './siteDraft.ts';

type CheckFailure = (typeof CHECK_FAILURE_CHOICES)[number];
const checkFailureOf = (value: string): CheckFailure =>
  CHECK_FAILURE_CHOICES.find((choice) => choice === value) ?? 'hold';

/** New members' first posts, duplicate text and what a spam check that cannot answer does (decision 059). */
export function PostReviewSection({ draft, edit, form }: SiteSectionProps) {
  const review = draft.postReview;
  const set = <K extends keyof typeof review>(key: K, value: (typeof review)[K]) => {
    edit('postReview', { ...review, [key]: value });
    form.clear(`postReview.${key}`);
  };
  return (
    <Section
      id="settings-post-review"
      title={m.postreview_section_title()}
      hint={m.postreview_section_intro()}
    >
      <NumberField
        id="settings-post-review-first-posts"
        label={m.postreview_first_posts()}
        value={review.firstPosts}
        max={100}
        error={form.errors['postReview.firstPosts']}
        onChange={(value) => set('firstPosts', value)}
      />
      <p className="settings-hint">{m.postreview_first_posts_hint()}</p>
      <NumberField
        id="settings-post-review-duplicate-window"
        label={m.postreview_duplicate_window()}
        value={review.duplicateWindowHours}
        max={24 * 30}
        error={form.errors['postReview.duplicateWindowHours']}
        onChange={(value) => set('duplicateWindowHours', value)}
      />
      <p className="settings-hint">{m.postreview_duplicate_window_hint()}</p>
      <div className="form-field">
        <label htmlFor="settings-post-review-on-failure">{m.postreview_on_check_failure()}</label>
        <select
          className="form-control"
          id="settings-post-review-on-failure"
          value={review.onCheckFailure}
          onChange={(event) => set('onCheckFailure', checkFailureOf(event.target.value))}
        >
          <option value="hold">{m.postreview_on_check_failure_hold()}</option>
          <option value="allow">{m.postreview_on_check_failure_allow()}</option>
        </select>
      </div>
    </Section>
  );
}
