import { ApiError } from '../http/ApiError.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

export const pollNotFound = () => new ApiError(404, m.polls_not_found(), ErrorCode.notFound);
export const pollClosedError = () => new ApiError(409, m.polls_closed_refused(), ErrorCode.conflict);
