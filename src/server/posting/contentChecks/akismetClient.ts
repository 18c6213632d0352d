/** Where Akismet answers: its public service, or in tests a local server that answers as it does. */
export interface AkismetEndpoint {
  protocol: 'https' | 'http';
  /** The host (and port); the package asks `<key>.<host>` for comment checks, as Akismet's API has it. */
  host: string;
}

const AKISMET_SERVICE: AkismetEndpoint = { protocol: 'https', host: 'rest.akismet.com' };

/** A check that has not answered by then never holds up posting. */
export const AKISMET_TIMEOUT_MS = 3000;

/** 'unavailable': an error, an invalid key, an unexpected answer or no answer in time. */
export type AkismetVerdict = 'spam' | 'ham' | 'unavailable';

export interface AkismetSubmission {
  ip: string;
  userAgent: string;
  /** Akismet's comment_type: 'forum-post' (a moment or an article), 'reply' (a comment), 'message'. */
  type: 'forum-post' | 'reply' | 'message';
  author: string;
  email: string;
  content: string;
}

/** Asks Akismet's comment-check whether the content is spam (the `akismet-api` package). */
export async function akismetVerdict(
  settings: { key: string; blog: string },
  submission: AkismetSubmission,
  options: { endpoint?: AkismetEndpoint; timeoutMs?: number } = {},
): Promise<{ verdict: AkismetVerdict; problem?: string }> {
  const { protocol, host } = options.endpoint ?? AKISMET_SERVICE;
  // Loaded on a forum's first check: most forums set no key, and the package's HTTP stack costs memory.
  const { AkismetClient } = await import('akismet-api');
  const client = new AkismetClient({ key: settings.key, blog: settings.blog, protocol, host });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), options.timeoutMs ?? AKISMET_TIMEOUT_MS);
  });
  try {
    const spam = await Promise.race([
      Promise.resolve(
        client.checkSpam({
          user_ip: submission.ip,
          user_agent: submission.userAgent,
          comment_type: submission.type,
          comment_author: submission.author,
          comment_author_email: submission.email,
          comment_content: submission.content,
        }),
      ),
      timeout,
    ]);
    return { verdict: spam ? 'spam' : 'ham' };
  } catch (error) {
    return { verdict: 'unavailable', problem: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
