import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { setWatch } from '@/server/watching/setWatch.ts';
import { watchSetSchema } from '@/shared/watching/watchSchemas.ts';
import type { WatchSetResult } from '@/shared/watching/watchTypes.ts';

/** POST /api/watch/set {kind, id, watch} → {watching} (decision 038). */
export const POST = apiRoute(
  { summary: m.api_post_watch_set, permission: 'member', body: watchSetSchema },
  async (context, parsed) => {
    requireUser(context.locals);
    const input = await parsed.body();
    return ok<WatchSetResult>(await setWatch(requestActor(context), input));
  },
);
