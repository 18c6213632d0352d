import { ZodError } from 'zod';
import { ApiError } from '../http/ApiError.ts';
import { requestExport } from './accountExport.commands.ts';
import { cancelDeletion, scheduleDeletion } from './accountDeletion.commands.ts';
import { ACCOUNT_DATA_PATH, accountDeletionSchema } from '@/shared/mydata/accountDataSchemas.ts';

export type AccountDataPageOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; status: number; form: string; field: string; message: string };

/** What a no-JS form on the member's data page asked for; expected failures come back to show. */
export async function runAccountDataPageAction(
  user: { id: number },
  sessionId: string | null,
  ip: string,
  body: Record<string, unknown>,
): Promise<AccountDataPageOutcome> {
  const action = typeof body['action'] === 'string' ? body['action'] : '';
  try {
    switch (action) {
      case 'export':
        await requestExport(user.id);
        return { kind: 'redirect', to: `${ACCOUNT_DATA_PATH}#export` };
      case 'delete':
        await scheduleDeletion(user.id, sessionId, accountDeletionSchema.parse(body), ip);
        return { kind: 'redirect', to: `${ACCOUNT_DATA_PATH}#delete` };
      case 'cancel':
        await cancelDeletion(user.id);
        return { kind: 'redirect', to: `${ACCOUNT_DATA_PATH}?cancelled=1#delete` };
      default:
        return { kind: 'redirect', to: ACCOUNT_DATA_PATH };
    }
  } catch (error) {
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      return {
        kind: 'error',
        status: 400,
        form: action,
        field: String(issue?.path[0] ?? ''),
        message: issue?.message ?? '',
      };
    }
    if (!(error instanceof ApiError)) throw error;
    return {
      kind: 'error',
      status: error.status,
      form: action,
      field: error.field ?? '',
      message: error.message,
    };
  }
}
