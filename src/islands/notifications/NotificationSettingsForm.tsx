import { useState, type FormEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { showToast } from '@/stores/toasts.ts';
import { useSubmit } from '@/islands/account/useSubmit.ts';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  channelsOf,
  notificationSettingsSchema,
  type DigestDays,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettings,
} from '@/shared/notifications/notificationKinds.ts';
import { notificationKindLabel } from '@/shared/notifications/notificationKindLabel.ts';
import './notificationSettings.css';

const CHANNEL_LABEL: Record<NotificationChannel, () => string> = {
  inApp: () => m.notifysettings_channel_inApp(),
  email: () => m.notifysettings_channel_email(),
  push: () => m.notifysettings_channel_push(),
};

const DIGEST_OPTIONS: readonly { days: DigestDays; label: () => string }[] = [
  { days: 1, label: () => m.notifysettings_digest_daily() },
  { days: 7, label: () => m.notifysettings_digest_weekly() },
  { days: 0, label: () => m.notifysettings_digest_never() },
];

const LOCALE_OPTIONS: readonly { locale: NotificationSettings['locale']; label: () => string }[] = [
  { locale: '', label: () => m.notifysettings_locale_site() },
  { locale: 'en-US', label: () => m.notifysettings_locale_en() },
  { locale: 'zh-CN', label: () => m.notifysettings_locale_zh() },
];

/** The member's notification choices: channels per kind, the digest frequency and the notices' language. */
export default function NotificationSettingsForm({ initial }: { initial: NotificationSettings }) {
  const [settings, setSettings] = useState(initial);
  const form = useSubmit(notificationSettingsSchema);

  function setChannel(kind: NotificationKind, channel: NotificationChannel, on: boolean) {
    setSettings((current) => ({
      ...current,
      choices: { ...current.choices, [kind]: { ...current.choices[kind], [channel]: on } },
    }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit(settings, async (data) => {
      setSettings(
        await apiRequest<NotificationSettings>('/api/user/notifications', { method: 'PUT', body: data }),
      );
      showToast('success', m.notifysettings_saved());
    });
  }

  return (
    <form className="notify-form" noValidate onSubmit={onSubmit} data-notification-settings="">
      <p className="notify-hint">{m.notifysettings_intro()}</p>
      <table className="notify-table" aria-label={m.notifysettings_choices_heading()}>
        <thead>
          <tr>
            <th scope="col">{m.notifysettings_kind_column()}</th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <th scope="col" key={channel}>
                {CHANNEL_LABEL[channel]()}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => {
            const kindLabel = notificationKindLabel(kind);
            return (
              <tr key={kind} data-kind={kind}>
                <th scope="row">{kindLabel}</th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <td key={channel}>
                    {channelsOf(kind).includes(channel) ? (
                      <input
                        type="checkbox"
                        checked={settings.choices[kind][channel]}
                        aria-label={m.notifysettings_channel_for({
                          kind: kindLabel,
                          channel: CHANNEL_LABEL[channel](),
                        })}
                        data-channel={channel}
                        onChange={(event) => setChannel(kind, channel, event.target.checked)}
                      />
                    ) : (
                      <span className="notify-none" title={m.notifysettings_channel_none()}>
                        —
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <fieldset className="field-stack notify-group" data-digest="">
        <legend>{m.notifysettings_digest_heading()}</legend>
        <p className="notify-hint">{m.notifysettings_digest_hint()}</p>
        <div className="notify-options">
          {DIGEST_OPTIONS.map((option) => (
            <label key={option.days}>
              <input
                type="radio"
                name="digestDays"
                value={option.days}
                checked={settings.digestDays === option.days}
                onChange={() => setSettings((current) => ({ ...current, digestDays: option.days }))}
              />
              {option.label()}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="field-stack notify-group" data-locale="">
        <legend>{m.notifysettings_locale_heading()}</legend>
        <div className="notify-options">
          {LOCALE_OPTIONS.map((option) => (
            <label key={option.locale || 'site'} lang={option.locale || undefined}>
              <input
                type="radio"
                name="locale"
                value={option.locale}
                checked={settings.locale === option.locale}
                onChange={() => setSettings((current) => ({ ...current, locale: option.locale }))}
              />
              {option.label()}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <button type="submit" className="button button-primary" disabled={form.busy}>
          {m.notifysettings_save()}
        </button>
      </div>
    </form>
  );
}
