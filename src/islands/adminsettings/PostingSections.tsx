import { m } from '@/i18n/messages.ts';
import { FormField, TextAreaField } from '@/islands/ui/FormField.tsx';
import { Checkbox, Section } from './SettingsControls.tsx';
import type { SiteSectionProps } from './siteDraft.ts';

export interface NodeOption {
  id: number;
  name: string;
}

/** Which content types the site offers. */
export function ModulesSection({ draft, edit }: SiteSectionProps) {
  const modules = draft.modules;
  const toggle = (name: keyof typeof modules, on: boolean) => edit('modules', { ...modules, [name]: on });
  return (
    <Section id="settings-modules" title={m.adminsettings_section_modules()}>
      <Checkbox
        id="settings-module-moment"
        label={m.adminsettings_module_moment()}
        checked={modules.moment}
        onChange={(on) => toggle('moment', on)}
      />
      <Checkbox
        id="settings-module-article"
        label={m.adminsettings_module_article()}
        checked={modules.article}
        onChange={(on) => toggle('article', on)}
      />
      <Checkbox
        id="settings-module-tweet"
        label={m.adminsettings_module_tweet()}
        checked={modules.tweet}
        onChange={(on) => toggle('tweet', on)}
      />
    </Section>
  );
}

type PostingFlag =
  | 'enableHideContent'
  | 'createMomentEmailVerified'
  | 'createArticleEmailVerified'
  | 'createCommentEmailVerified'
  | 'momentCaptcha'
  | 'externalLinkRedirect';

const FLAGS: readonly { key: PostingFlag; label: () => string }[] = [
  { key: 'enableHideContent', label: m.adminsettings_enable_hide_content },
  { key: 'createMomentEmailVerified', label: m.adminsettings_moment_email_verified },
  { key: 'createArticleEmailVerified', label: m.adminsettings_article_email_verified },
  { key: 'createCommentEmailVerified', label: m.adminsettings_comment_email_verified },
  { key: 'momentCaptcha', label: m.adminsettings_moment_captcha },
  { key: 'externalLinkRedirect', label: m.adminsettings_external_link_redirect },
];

/** Default node and the posting rules. */
export function PostingSection({ draft, edit, nodes }: SiteSectionProps & { nodes: readonly NodeOption[] }) {
  return (
    <Section id="settings-posting" title={m.adminsettings_section_posting()}>
      <div className="form-field">
        <label htmlFor="settings-default-node">{m.adminsettings_default_node()}</label>
        <select
          className="form-control"
          id="settings-default-node"
          value={draft.defaultNodeId}
          onChange={(event) => edit('defaultNodeId', Number(event.target.value))}
        >
          <option value={0}>{m.adminsettings_default_node_none()}</option>
          {nodes.map((node) => (
            <option key={node.id} value={node.id}>
              {node.name}
            </option>
          ))}
        </select>
      </div>
      {FLAGS.map((flag) => (
        <Checkbox
          key={flag.key}
          id={`settings-${flag.key}`}
          label={flag.label()}
          checked={draft[flag.key]}
          onChange={(on) => edit(flag.key, on)}
        />
      ))}
    </Section>
  );
}

/** The home page notice and the recommended tags. */
export function NoticeAndTagsSections({ draft, edit, form }: SiteSectionProps) {
  const noticeError = form.errorAt('siteNotification');
  const tagsError = form.errorAt('recommendTags');
  return (
    <>
      <Section id="settings-notice" title={m.adminsettings_section_notice()}>
        <TextAreaField
          id="settings-notification"
          label={m.adminsettings_notification()}
          hint={m.adminsettings_notification_hint()}
          error={noticeError}
          rows={4}
          maxLength={5000}
          value={draft.siteNotification}
          onChange={(event) => edit('siteNotification', event.target.value)}
        />
      </Section>
      <Section id="settings-tags" title={m.adminsettings_section_tags()}>
        <FormField
          id="settings-recommend-tags"
          label={m.adminsettings_recommend_tags()}
          hint={m.adminsettings_list_hint()}
          error={tagsError}
          value={draft.recommendTags}
          onChange={(event) => edit('recommendTags', event.target.value)}
        />
      </Section>
    </>
  );
}
