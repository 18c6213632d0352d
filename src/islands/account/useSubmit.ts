import { useState } from 'react';
import type { ZodType } from 'zod';
import { m } from '@/i18n/messages.ts';
import { ApiRequestError } from '@/shared/api/apiClient.ts';
import { fieldErrors } from '@/shared/auth/fieldErrors.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';

/**
 * Validates with the shared schema, runs the call, and keeps per-field errors (a failure that
 * names a field shows under it; any other shows as a toast, prefixed by `failurePrefix` if given).
 */
export function useSubmit<T>(schema: ZodType<T>, options: { failurePrefix?: string } = {}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  function clear(name: string) {
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }

  async function submit(values: unknown, call: (data: T) => Promise<void>): Promise<boolean> {
    if (busy) return false;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return false;
    }
    setErrors({});
    setBusy(true);
    try {
      await call(parsed.data);
      return true;
    } catch (error) {
      if (error instanceof ApiRequestError && error.field && !error.notSignedIn) {
        setErrors({ [error.field]: error.message });
      } else if (options.failurePrefix && error instanceof ApiRequestError && !error.notSignedIn) {
        reportApiError(new Error(`${options.failurePrefix}: ${error.message || m.error_unknown()}`));
      } else {
        reportApiError(error);
      }
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { errors, busy, clear, submit, setErrors };
}
