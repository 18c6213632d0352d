import { ZodError } from 'zod';
import { ApiError } from '../http/ApiError.ts';
import { fieldErrors } from '@/shared/auth/fieldErrors.ts';

export interface AuthFormFailure {
  status: number;
  errors: Record<string, string>;
  formError: string;
}

/** How a sign-in or sign-up form posted without JavaScript shows an expected failure; others rethrow. */
export function authFormFailure(error: unknown): AuthFormFailure {
  if (error instanceof ZodError) return { status: 400, errors: fieldErrors(error.issues), formError: '' };
  if (error instanceof ApiError) {
    if (error.field) return { status: error.status, errors: { [error.field]: error.message }, formError: '' };
    return { status: error.status, errors: {}, formError: error.message };
  }
  throw error;
}
