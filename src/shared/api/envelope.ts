/** The shape of every /api/* answer (docs/architecture.md, request flow). */
export interface Envelope<T> {
  success: boolean;
  data: T | null;
  message: string;
  errorCode: number;
}

export const ErrorCode = {
  none: 0,
  notInstalled: -1,
  notSignedIn: 1,
  validation: 2,
  forbidden: 3,
  notFound: 4,
  conflict: 5,
  rateLimited: 6,
  emailNotVerified: 7,
  /** The first sign-in factor passed; `data` holds the challenge for the code step (not signed in). */
  twoFactorRequired: 8,
  /** Installer: the database does not exist and the account may create it (POST /api/install/create_database). */
  installDatabaseMissing: 9,
  server: 500,
  /** The database cannot be reached right now; retry shortly (HTTP 503). */
  serviceUnavailable: 503,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface CursorPage<T> {
  results: T[];
  cursor: string;
  hasMore: boolean;
}
