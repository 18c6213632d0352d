import { domainMatches, emailDomain } from './emailDomain.ts';
import { ipInRange, parseIpAddress, parseIpRange } from './ipRange.ts';

export interface SignupRuleLike {
  kind: string;
  action: string;
  value: string;
}

/** Why the lists refuse a sign-up, or null when they let it through. */
export type SignupRuleRefusal = 'domain' | 'ip' | null;

function matches(rule: SignupRuleLike, domain: string, address: Uint8Array | null): boolean {
  if (rule.kind === 'domain') return domain !== '' && domainMatches(domain, rule.value);
  const range = parseIpRange(rule.value);
  return address !== null && range !== null && ipInRange(address, range);
}

/**
 * Block rules refuse what they match; once a kind has any allow rule, only what an allow rule of
 * that kind matches may sign up. A sign-up without an e-mail (SMS) meets no domain rule.
 */
export function signupRuleRefusal(
  rules: readonly SignupRuleLike[],
  candidate: { email: string | null; ip: string },
): SignupRuleRefusal {
  const domain = candidate.email ? emailDomain(candidate.email) : '';
  const address = parseIpAddress(candidate.ip);
  for (const kind of ['domain', 'ip'] as const) {
    if (kind === 'domain' && domain === '') continue;
    const ofKind = rules.filter((rule) => rule.kind === kind);
    const hit = (rule: SignupRuleLike) => matches(rule, domain, address);
    if (ofKind.some((rule) => rule.action === 'block' && hit(rule))) return kind;
    const allows = ofKind.filter((rule) => rule.action === 'allow');
    if (allows.length > 0 && !allows.some(hit)) return kind;
  }
  return null;
}
