import { TrustLevel } from '@/shared/trust/trustLevel.ts';
import type { Admission } from './admitSignup.ts';

/**
 * The columns every account that admitSignup let in starts with, whichever way it signed up: a plain
 * member at the lowest trust level, in the admission's status, with its sign-up address and language.
 */
export function admittedMemberValues(
  admission: Admission,
  origin: { ip: string; locale?: string | undefined },
) {
  return {
    role: 'user',
    status: admission.status,
    trustLevel: TrustLevel.new,
    signupIp: origin.ip,
    locale: origin.locale ?? '',
  } as const;
}
