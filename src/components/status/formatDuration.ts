import { m } from '@/paraglide/messages.js';

/** A length of time in its two largest units: "3 d 4 h", "5 h 12 min", "7 min". */
export function formatDuration(totalSeconds: number): string {
  const minutes = Math.floor(Math.max(0, totalSeconds) / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return m.status_duration_days({ days, hours: hours % 24 });
  if (hours > 0) return m.status_duration_hours({ hours, minutes: minutes % 60 });
  return m.status_duration_minutes({ minutes });
}
