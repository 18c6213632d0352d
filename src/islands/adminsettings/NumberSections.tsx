import { m } from '@/i18n/messages.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { NumberField, Section } from './SettingsControls.tsx';
import type { SiteSectionProps } from './siteDraft.ts';

type Rules = SiteConfig['scoreRules'];
type Limits = SiteConfig['antiAbuse'];

const SCORE_FIELDS: readonly { key: keyof Rules; label: () => string }[] = [
  { key: 'moment', label: m.adminsettings_score_moment },
  { key: 'comment', label: m.adminsettings_score_comment },
  { key: 'checkin', label: m.adminsettings_score_checkin },
  { key: 'answer', label: m.adminsettings_score_answer },
];

const LIMIT_FIELDS: readonly { key: keyof Limits; label: () => string }[] = [
  { key: 'momentsPerHour', label: m.adminsettings_moments_per_hour },
  { key: 'articlesPerHour', label: m.adminsettings_articles_per_hour },
  { key: 'commentsPerHour', label: m.adminsettings_comments_per_hour },
  { key: 'commentsPerMinute', label: m.adminsettings_comments_per_minute },
  { key: 'postsPerIpPerHour', label: m.adminsettings_posts_per_ip_per_hour },
  { key: 'newAccountHours', label: m.adminsettings_new_account_hours },
  { key: 'newAccountPostsPerHour', label: m.adminsettings_new_account_posts_per_hour },
  { key: 'messagesPerHour', label: m.conversations_settings_messages_per_hour },
];

/** Points per action. */
export function ScoresSection({ draft, edit, form }: SiteSectionProps) {
  return (
    <Section id="settings-scores" title={m.adminsettings_section_scores()}>
      <div className="settings-grid">
        {SCORE_FIELDS.map((field) => (
          <NumberField
            key={field.key}
            id={`settings-score-${field.key}`}
            label={field.label()}
            value={draft.scoreRules[field.key]}
            max={1000}
            error={form.errors[`scoreRules.${field.key}`]}
            onChange={(value) => {
              edit('scoreRules', { ...draft.scoreRules, [field.key]: value });
              form.clear(`scoreRules.${field.key}`);
            }}
          />
        ))}
      </div>
    </Section>
  );
}

/** Posting frequency limits per member, per IP and for new accounts. */
export function AntiAbuseSection({ draft, edit, form }: SiteSectionProps) {
  return (
    <Section
      id="settings-anti-abuse"
      title={m.adminsettings_section_anti_abuse()}
      hint={m.adminsettings_anti_abuse_hint()}
    >
      <div className="settings-grid">
        {LIMIT_FIELDS.map((field) => (
          <NumberField
            key={field.key}
            id={`settings-abuse-${field.key}`}
            label={field.label()}
            value={draft.antiAbuse[field.key]}
            error={form.errors[`antiAbuse.${field.key}`]}
            onChange={(value) => {
              edit('antiAbuse', { ...draft.antiAbuse, [field.key]: value });
              form.clear(`antiAbuse.${field.key}`);
            }}
          />
        ))}
      </div>
    </Section>
  );
}
