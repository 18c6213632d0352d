import { ApiError } from '../http/ApiError.ts';
import {
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEnrolment,
} from './enrolment.commands.ts';

export type SecurityPageOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'error'; status: number; field: string; message: string };

const PAGE = '/user/profile/security';

function text(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** What a no-JS form on /user/profile/security asked for; expected failures come back to show. */
export async function runSecurityPageAction(
  user: { id: number; username: string | null; nickname: string },
  issuer: string,
  body: Record<string, unknown>,
): Promise<SecurityPageOutcome> {
  try {
    switch (text(body, 'action')) {
      case 'start':
        await startEnrolment(user, issuer);
        return { kind: 'redirect', to: `${PAGE}#setup` };
      case 'confirm':
        return { kind: 'codes', codes: await confirmEnrolment(user.id, text(body, 'code')) };
      case 'regenerate':
        return { kind: 'codes', codes: await regenerateRecoveryCodes(user.id, text(body, 'code')) };
      case 'disable':
        await disableTwoFactor(user.id, { code: text(body, 'code'), password: text(body, 'password') });
        return { kind: 'redirect', to: `${PAGE}?off=1` };
      default:
        return { kind: 'redirect', to: PAGE };
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { kind: 'error', status: error.status, field: error.field ?? 'code', message: error.message };
  }
}
