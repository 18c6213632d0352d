import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { CONTENT_LIMITS } from '@/shared/site/contentLimits.ts';

/**
 * The public site config merged over the defaults, with the posting limits the forms
 * enforce; it holds no secrets by construction.
 */
export const GET = apiRoute(async ({ locals }) => ok({ ...locals.config, limits: CONTENT_LIMITS }));
