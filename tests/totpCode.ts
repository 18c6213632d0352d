import { generateHOTP } from '@oslojs/otp';
import { TOTP_DIGITS, timeStep } from '../src/server/twoFactor/totp.ts';

/** The authenticator app's code now, or `stepsAhead` 30 s steps later (the server accepts ±1 step). */
export function totpCode(secret: Uint8Array, stepsAhead = 0): string {
  return generateHOTP(secret, BigInt(timeStep(Date.now()) + stepsAhead), TOTP_DIGITS);
}
