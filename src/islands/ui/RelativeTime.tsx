import { timeTitle } from '@/shared/format/formatDate.ts';
import { relativeTime } from '@/shared/format/relativeTime.ts';

interface RelativeTimeProps {
  /** ISO 8601. */
  at: string;
  /** The site's time zone. */
  timeZone: string;
  /** The time it counts from: the render's, so the server's HTML and the first hydrated render agree. */
  now: number;
}

/** "3 minutes ago", with the full time as its title: the React twin of MomentTime.astro. */
export function RelativeTime({ at, timeZone, now }: RelativeTimeProps) {
  return (
    <time dateTime={at} title={timeTitle(at, timeZone)}>
      {relativeTime(at, timeZone, now)}
    </time>
  );
}
