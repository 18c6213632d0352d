import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, siteConfigSchema } from '@/shared/site/siteConfig.ts';
import { DEFAULT_PRIVATE_SETTINGS } from '../settings/privateSettings.ts';
import { changedSiteKeys } from './saveSiteSettings.ts';
import { changedPrivateKeys, privatePatchFromForm } from './savePrivateSettingsForm.ts';
import { privateSettingsView } from './privateSettingsView.ts';

const smtpForm = { host: 'h', port: 25, secure: false, username: 'u', from: 'f' };
const smsForm = { provider: 'log' as const, url: '', sender: '' };

describe('site settings changes', () => {
  it('names only the keys whose value differs, nested objects compared by value', () => {
    expect(
      changedSiteKeys(DEFAULT_SITE_CONFIG, {
        siteTitle: DEFAULT_SITE_CONFIG.siteTitle,
        modules: { ...DEFAULT_SITE_CONFIG.modules },
        antiAbuse: { ...DEFAULT_SITE_CONFIG.antiAbuse, momentsPerHour: 1 },
        siteNotification: 'hi',
      }),
    ).toEqual(['antiAbuse', 'siteNotification']);
  });

  it('accepts site paths and http(s) nav links only', () => {
    const navs = (url: string) => siteConfigSchema.shape.siteNavs.safeParse([{ title: 'x', url }]).success;
    expect(navs('/moments')).toBe(true);
    expect(navs('https://example.com/a')).toBe(true);
    expect(navs('//evil.example')).toBe(false);
    expect(navs('javascript:alert(1)')).toBe(false);
    expect(navs('moments')).toBe(false);
  });
});

describe('private settings form', () => {
  it('keeps a secret left out or empty, replaces a given one and clears on request', () => {
    expect(privatePatchFromForm({ smtp: { ...smtpForm, password: '' } }).smtp).not.toHaveProperty('password');
    expect(privatePatchFromForm({ smtp: smtpForm }).smtp).not.toHaveProperty('password');
    expect(privatePatchFromForm({ smtp: { ...smtpForm, password: 'new' } }).smtp?.password).toBe('new');
    expect(
      privatePatchFromForm({ smtp: { ...smtpForm, password: 'new', clearPassword: true } }).smtp?.password,
    ).toBe('');
    expect(privatePatchFromForm({ sms: { ...smsForm, apiKey: 'k' } }).sms?.apiKey).toBe('k');
    expect(privatePatchFromForm({ sms: { ...smsForm, clearApiKey: true } }).sms?.apiKey).toBe('');
    expect(privatePatchFromForm({ sms: smsForm }).sms).not.toHaveProperty('apiKey');
  });

  it('lists changed fields by name and shows secrets only as set or not', () => {
    const after = {
      ...DEFAULT_PRIVATE_SETTINGS,
      smtp: { ...DEFAULT_PRIVATE_SETTINGS.smtp, password: 'p4ss', host: 'mail' },
    };
    expect(changedPrivateKeys(DEFAULT_PRIVATE_SETTINGS, after)).toEqual(['smtp.host', 'smtp.password']);
    const view = privateSettingsView(after);
    expect(JSON.stringify(view)).not.toContain('p4ss');
    expect(view.smtp.passwordSet).toBe(true);
    expect(view.sms.apiKeySet).toBe(false);
  });
});
