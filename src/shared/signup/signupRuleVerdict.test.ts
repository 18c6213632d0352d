import { describe, expect, it } from 'vitest';
import { ipInRange, parseIpAddress, parseIpRange } from './ipRange.ts';
import { domainMatches, emailDomain, isDomainName } from './emailDomain.ts';
import { signupRuleRefusal } from './signupRuleVerdict.ts';

const within = (address: string, range: string) => ipInRange(parseIpAddress(address)!, parseIpRange(range)!);

describe('IP ranges', () => {
  it('parses IPv4 and IPv6 addresses and ranges, and refuses what is neither', () => {
    for (const valid of [
      '1.2.3.4',
      '10.0.0.0/8',
      '0.0.0.0/0',
      '::1',
      '2001:db8::/32',
      '::ffff:1.2.3.4',
      'fe80::1%eth0',
      '::/0',
      '1::',
    ]) {
      expect(parseIpRange(valid), valid).not.toBeNull();
    }
    for (const invalid of [
      '',
      '1.2.3',
      '1.2.3.256',
      '01.2.3.4',
      '1.2.3.4/33',
      '2001:db8::/129',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      'example.com',
      '1.2.3.4/8/1',
      'g::1',
      '1.2.3.4/',
    ]) {
      expect(parseIpRange(invalid), invalid).toBeNull();
    }
  });

  it('matches IPv4 addresses against exact addresses and CIDR ranges', () => {
    expect(within('203.0.113.7', '203.0.113.7')).toBe(true);
    expect(within('203.0.113.8', '203.0.113.7')).toBe(false);
    expect(within('203.0.113.200', '203.0.113.0/24')).toBe(true);
    expect(within('203.0.114.1', '203.0.113.0/24')).toBe(false);
    expect(within('10.200.3.4', '10.0.0.0/8')).toBe(true);
    expect(within('172.31.255.255', '172.16.0.0/12')).toBe(true);
    expect(within('172.32.0.0', '172.16.0.0/12')).toBe(false);
    expect(within('8.8.8.8', '0.0.0.0/0')).toBe(true);
  });

  it('matches IPv6 addresses, and IPv4-mapped IPv6 addresses as IPv4', () => {
    expect(within('2001:db8:1234::1', '2001:db8::/32')).toBe(true);
    expect(within('2001:db9::1', '2001:db8::/32')).toBe(false);
    expect(within('2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1')).toBe(true);
    expect(within('::ffff:198.51.100.9', '198.51.100.0/24')).toBe(true);
    expect(within('198.51.100.9', '::ffff:198.51.100.0/120')).toBe(true);
    // An IPv4 range never matches a plain IPv6 address, nor the reverse.
    expect(within('2001:db8::1', '0.0.0.0/0')).toBe(false);
    expect(within('1.2.3.4', '2001:db8::/32')).toBe(false);
    expect(within('2001:db8::1', '::/0')).toBe(true);
  });
});

describe('e-mail domains', () => {
  it('reads the domain and matches it and its subdomains only', () => {
    expect(emailDomain('Someone@Mail.Example.COM')).toBe('mail.example.com');
    expect(domainMatches('example.com', 'example.com')).toBe(true);
    expect(domainMatches('mail.example.com', 'example.com')).toBe(true);
    expect(domainMatches('badexample.com', 'example.com')).toBe(false);
    expect(domainMatches('example.com.evil.test', 'example.com')).toBe(false);
  });

  it('accepts domain names of two or more labels', () => {
    expect(isDomainName('example.com')).toBe(true);
    expect(isDomainName('mail.example.co.uk')).toBe(true);
    expect(isDomainName('localhost')).toBe(false);
    expect(isDomainName('-bad.com')).toBe(false);
    expect(isDomainName('bad..com')).toBe(false);
    expect(isDomainName('with space.com')).toBe(false);
  });
});

describe('signupRuleRefusal', () => {
  const rule = (kind: string, action: string, value: string) => ({ kind, action, value });
  const person = { email: 'ann@mail.example.com', ip: '203.0.113.5' };

  it('lets anyone in without rules', () => {
    expect(signupRuleRefusal([], person)).toBeNull();
  });

  it('refuses a blocked domain, its subdomains and a blocked range', () => {
    expect(signupRuleRefusal([rule('domain', 'block', 'example.com')], person)).toBe('domain');
    expect(signupRuleRefusal([rule('domain', 'block', 'other.com')], person)).toBeNull();
    expect(signupRuleRefusal([rule('ip', 'block', '203.0.113.0/24')], person)).toBe('ip');
    expect(signupRuleRefusal([rule('ip', 'block', '2001:db8::/32')], person)).toBeNull();
  });

  it('once a kind has an allow rule, lets in only what it allows', () => {
    expect(signupRuleRefusal([rule('domain', 'allow', 'school.edu')], person)).toBe('domain');
    expect(signupRuleRefusal([rule('domain', 'allow', 'example.com')], person)).toBeNull();
    expect(signupRuleRefusal([rule('ip', 'allow', '10.0.0.0/8')], person)).toBe('ip');
    expect(signupRuleRefusal([rule('ip', 'allow', '203.0.113.5')], person)).toBeNull();
    // An allow list of one kind says nothing about the other.
    expect(
      signupRuleRefusal([rule('ip', 'allow', '203.0.113.5'), rule('domain', 'block', 'other.com')], person),
    ).toBeNull();
  });

  it('blocks win over allows, and a sign-up without e-mail meets no domain rule', () => {
    const rules = [rule('domain', 'allow', 'example.com'), rule('domain', 'block', 'mail.example.com')];
    expect(signupRuleRefusal(rules, person)).toBe('domain');
    expect(
      signupRuleRefusal([rule('domain', 'allow', 'school.edu')], { email: null, ip: person.ip }),
    ).toBeNull();
  });
});
