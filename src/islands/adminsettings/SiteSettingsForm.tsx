import { useState, type FormEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import type { Locale } from '@/i18n/locales.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { siteConfigSchema, type SiteConfig } from '@/shared/site/siteConfig.ts';
import { showToast } from '@/stores/toasts.ts';
import { useSettingsForm } from './useSettingsForm.ts';
import { fromDraft, toDraft, type SiteDraft } from './siteDraft.ts';
import { GeneralSection } from './GeneralSection.tsx';
import { NavsSection } from './NavsSection.tsx';
import {
  ModulesSection,
  NoticeAndTagsSections,
  PostingSection,
  type NodeOption,
} from './PostingSections.tsx';
import { AntiAbuseSection, ScoresSection } from './NumberSections.tsx';
import { RevisionsSection } from './RevisionsSection.tsx';
import { ConversationsSection } from './ConversationsSection.tsx';
import { WatchingSection } from './WatchingSection.tsx';
import { MentionsSection } from './MentionsSection.tsx';
import { DigestSection } from './DigestSection.tsx';
import { LinkPreviewsSection } from './LinkPreviewsSection.tsx';
import { BadgesSection } from './BadgesSection.tsx';
import { ReactionsSection } from './ReactionsSection.tsx';
import { FlaggingSection } from './FlaggingSection.tsx';
import { TrustLimitsSection } from './TrustLimitsSection.tsx';
import { SignupSection } from './SignupSection.tsx';
import { TrustSection } from './TrustSection.tsx';
import { PostReviewSection } from './PostReviewSection.tsx';
import './settingsForm.css';
import { SettingsFormFrame, SettingsSubmit } from './SettingsFormFrame.tsx';

interface SiteSettingsFormProps {
  initial: SiteConfig;
  nodes: NodeOption[];
  timeZones: string[];
  /** The language this screen is read in. */
  locale: Locale;
}

/** Every public site setting, saved together through POST /api/admin/settings/site. */
export default function SiteSettingsForm({ initial, nodes, timeZones, locale }: SiteSettingsFormProps) {
  const [draft, setDraft] = useState<SiteDraft>(() => toDraft(initial));
  const form = useSettingsForm();

  function edit<K extends keyof SiteDraft>(key: K, value: SiteDraft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
    form.clear(key);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit(siteConfigSchema, fromDraft(draft), async (values) => {
      const saved = await apiRequest<{ changed: string[] }>('/api/admin/settings/site', { body: values });
      setDraft(toDraft(values));
      showToast('success', saved.changed.length > 0 ? m.adminsettings_saved() : m.adminsettings_unchanged());
    });
  }

  const sections = { draft, edit, form };
  return (
    <SettingsFormFrame marker="data-site-settings-form" onSubmit={onSubmit}>
      <GeneralSection {...sections} timeZones={timeZones} />
      <NavsSection {...sections} locale={locale} />
      <ModulesSection {...sections} />
      <PostingSection {...sections} nodes={nodes} />
      <NoticeAndTagsSections {...sections} />
      <LinkPreviewsSection {...sections} />
      <BadgesSection {...sections} />
      <ReactionsSection {...sections} />
      <ScoresSection {...sections} />
      <AntiAbuseSection {...sections} />
      <RevisionsSection {...sections} />
      <ConversationsSection {...sections} />
      <WatchingSection {...sections} />
      <MentionsSection {...sections} />
      <DigestSection {...sections} />
      <TrustSection {...sections} />
      <TrustLimitsSection {...sections} />
      <PostReviewSection {...sections} />
      <FlaggingSection {...sections} />
      <SignupSection {...sections} />
      <SettingsSubmit busy={form.busy} label={m.adminsettings_save()} />
    </SettingsFormFrame>
  );
}
