/** `data` of the "second factor required" answer (errorCode 8) of the sign-in endpoints. */
export interface TwoFactorChallengeData {
  /** Send back as `challenge` to /api/login/two-factor with the code (browsers also hold it in a cookie). */
  challenge: string;
  expiresAt: string;
  /** The page that asks for the code. */
  next: string;
}

export const TWO_FACTOR_STEP_PATH = '/user/signin/two-factor';
