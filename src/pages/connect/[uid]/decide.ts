import type { APIRoute } from 'astro';
import { z } from 'zod';
import { allowConsent, denyConsent, openInteraction } from '@/server/oidc/oidcInteractions.ts';
import { siteOrigin } from '@/server/seo/siteOrigin.ts';
import { connectPath } from '@/shared/oidc/oidcPaths.ts';

const decisionSchema = z.object({ decision: z.enum(['allow', 'deny']) });

/**
 * The consent form's answer (same-origin form posts only: the csrf middleware). Allow or deny, the
 * browser goes back to the provider, which sends it on to the site; anything else shows the page again.
 */
export const POST: APIRoute = async ({ params, request, url, cookies, locals, redirect }) => {
  const uid = params.uid ?? '';
  const parsed = decisionSchema.safeParse(
    Object.fromEntries(await request.formData().catch(() => new FormData())),
  );
  const open = await openInteraction(siteOrigin(url), uid, cookies);
  const user = locals.user;
  if (
    !parsed.success ||
    !open ||
    !user ||
    open.interaction.prompt.name !== 'consent' ||
    String(user.id) !== open.interaction.session?.accountId
  ) {
    return redirect(connectPath(uid), 303);
  }
  const next = parsed.data.decision === 'allow' ? await allowConsent(open) : await denyConsent(open);
  return redirect(next, 303);
};
