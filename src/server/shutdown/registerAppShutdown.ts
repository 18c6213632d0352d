import { closeDb } from '@/server/db/client.ts';
import { closeSharedRedis } from '@/server/redis/sharedRedis.ts';
import { stopConfigInvalidation } from '@/server/site/siteConfig.service.ts';
import { stopHousekeeping } from '@/server/housekeeping/housekeepingSchedule.ts';
import { onShutdown } from './shutdownHooks.ts';

/** What the built server holds open and closes once it has stopped taking requests. */
export function registerAppShutdown(): void {
  onShutdown('housekeeping', async () => stopHousekeeping());
  onShutdown('database pool', closeDb);
  onShutdown('redis', closeSharedRedis);
  onShutdown('config invalidation', stopConfigInvalidation);
}
