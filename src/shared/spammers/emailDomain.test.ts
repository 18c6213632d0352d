import { describe, expect, it } from 'vitest';
import { emailDomain } from './emailDomain.ts';
import { isSharedMailDomain } from './sharedMailDomains.ts';

describe('emailDomain', () => {
  it('answers the lower-case domain, or nothing when there is none to block', () => {
    expect(emailDomain('Bot@Spam-Mail.Example')).toBe('spam-mail.example');
    expect(emailDomain(null)).toBe('');
    expect(emailDomain('no-at-sign')).toBe('');
    expect(emailDomain('trailing@')).toBe('');
    expect(emailDomain('a@localhost')).toBe('');
  });

  it('knows the big shared providers', () => {
    expect(isSharedMailDomain(emailDomain('someone@gmail.com'))).toBe(true);
    expect(isSharedMailDomain('spam-mail.example')).toBe(false);
  });
});
