import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import { repairCountersAsAdmin } from '@/server/repair/repairCountersAsAdmin.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

/** POST /api/admin/counters/repair ('counters.repair'): repairs every counter; answers the report. */
export const POST = apiRoute(
  { summary: m.api_post_admin_counters_repair, permission: 'counters.repair' },
  async (context) => {
    const actor = adminActorOf(context, 'counters.repair');
    const report = await repairCountersAsAdmin(actor);
    // Cached pages show counts; after fixes, every page shows the repaired ones at once.
    if (report.fixed > 0) await siteChanged();
    return ok(report);
  },
);
