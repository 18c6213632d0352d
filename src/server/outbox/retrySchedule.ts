export interface RetryPolicy {
  /** The pause after the first failure; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the event waits for an administrator's retry. */
  maxAttempts: number;
}

// 5 s doubling to 5 min, 20 attempts: about 75 minutes of tries, so an SMTP server that is down for
// a few minutes delivers within five minutes of coming back.
export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 5_000, maxDelayMs: 5 * 60_000, maxAttempts: 20 };

/** How long to wait after the `attempts`-th failure, or undefined once it is time to give up. */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY): number | undefined {
  if (attempts >= policy.maxAttempts) return undefined;
  const doublings = Math.max(0, attempts - 1);
  return Math.min(policy.firstDelayMs * 2 ** Math.min(doublings, 30), policy.maxDelayMs);
}
