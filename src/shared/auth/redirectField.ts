import { z } from 'zod';
import { safeRedirectPath } from '@/shared/navigation/paths.ts';

/** Where to go after signing in or up: any value becomes a path on this site, `/` when unsafe or missing. */
export const redirectField = z
  .unknown()
  .optional()
  .transform((value) => safeRedirectPath(value));
