import { describe, expect, it } from 'vitest';
import {
  isSettingUrl,
  renderableSettingUrl,
  settingUrlSchema,
  SETTING_URL_MAX_LENGTH,
} from './settingUrl.ts';

const UPLOADED = '/uploads/2026/01/0123456789abcdef0123456789abcdef.png';

// Addresses that run script, render a document of their own, or leave the site while looking local.
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zy8+',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
  'https://bank.example@evil.example/',
  'https://exa mple.com/',
  '',
];

describe('isSettingUrl', () => {
  it('takes images only from this site’s uploads', () => {
    expect(isSettingUrl(UPLOADED, 'image')).toBe(true);
    for (const value of [...HOSTILE, 'https://cdn.example/logo.png', '/logo.svg', '/uploads/../etc/passwd']) {
      expect(isSettingUrl(value, 'image'), value).toBe(false);
    }
  });

  it('takes links to a path here or a complete http(s) address', () => {
    for (const value of ['/moments', '/search?q=a#top', 'https://example.com/docs', 'http://example.com']) {
      expect(isSettingUrl(value, 'link'), value).toBe(true);
    }
    for (const value of [...HOSTILE, 'moments', 'ftp://example.com', 'mailto:a@example.com']) {
      expect(isSettingUrl(value, 'link'), value).toBe(false);
    }
  });

  it('takes only complete http(s) addresses for another site', () => {
    expect(isSettingUrl('https://id.example.com', 'web')).toBe(true);
    for (const value of [...HOSTILE, '/moments', 'example.com']) {
      expect(isSettingUrl(value, 'web'), value).toBe(false);
    }
  });

  it('refuses anything longer than a setting holds', () => {
    const long = `https://example.com/${'a'.repeat(SETTING_URL_MAX_LENGTH)}`;
    expect(isSettingUrl(long, 'web')).toBe(false);
  });
});

describe('renderableSettingUrl', () => {
  it('gives a passing address trimmed and anything else as nothing', () => {
    expect(renderableSettingUrl(` ${UPLOADED} `, 'image')).toBe(UPLOADED);
    expect(renderableSettingUrl('javascript:alert(1)', 'image')).toBe('');
    expect(renderableSettingUrl('data:text/html,x', 'link')).toBe('');
  });
});

describe('settingUrlSchema', () => {
  const invalid = () => 'bad address';

  it('trims, accepts "" only when optional, and names the field’s own message', () => {
    expect(settingUrlSchema('image', { invalid, optional: true }).parse(` ${UPLOADED} `)).toBe(UPLOADED);
    expect(settingUrlSchema('image', { invalid, optional: true }).parse('')).toBe('');
    const required = settingUrlSchema('link', { invalid }).safeParse('');
    expect(required.success).toBe(false);
    expect(required.error?.issues[0]?.message).toBe('bad address');
    const hostile = settingUrlSchema('image', { invalid, optional: true }).safeParse('javascript:alert(1)');
    expect(hostile.error?.issues[0]?.message).toBe('bad address');
  });
});
