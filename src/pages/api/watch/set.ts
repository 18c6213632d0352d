import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { setWatch } from '@/server/watching/setWatch.ts';
import { watchSetSchema } from '@/shared/watching/watchSchemas.ts';
import type { WatchSetResult } from '@/shared/watching/watchTypes.ts';

/** POST /api/watch/set {kind, id, watch} → {watching} (decision 038). */
export const POST = apiRoute(async (context) => {
  requireUser(context.locals);
  const input = await parseBody(context.request, watchSetSchema);
  return ok<WatchSetResult>(await setWatch(requestActor(context), input));
});
