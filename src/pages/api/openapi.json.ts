import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { JSON_HEADERS } from '@/server/http/respond.ts';
import { openApiDocumentFor } from '@/server/openapi/apiReference.ts';
import { runWithLocale } from '@/i18n/serverLocale.ts';
import { LOCALES } from '@/i18n/locales.ts';

/** `?lang=` picks the summaries' language; otherwise the request's own (the cookie, then the site's). */
const openApiQuerySchema = z.object({ lang: z.enum(LOCALES).optional() });

/** GET /api/openapi.json: this API as an OpenAPI 3.1 document generated from the routes (decision 071). */
export const GET = apiRoute(
  { summary: m.api_get_openapi_json, permission: 'anyone', query: openApiQuerySchema, response: 'document' },
  async ({ locals }, parsed) => {
    const locale = parsed.query().lang ?? locals.locale;
    const document = await runWithLocale(locale, () => openApiDocumentFor(locals.config.siteTitle));
    return new Response(JSON.stringify(document), { headers: JSON_HEADERS });
  },
);
