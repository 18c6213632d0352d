import { z } from 'zod';

/** POST /api/user/invitations/revoke */
export const invitationRevokeSchema = z.object({ id: z.coerce.number().int().positive() });
