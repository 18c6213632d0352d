import { useState } from 'react';
import type { ZodType } from 'zod';
import { m } from '@/i18n/messages.ts';
import { ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { showToast } from '@/stores/toasts.ts';
import '@/shared/validation/zodErrors.ts';

/**
 * Validates with the server's schema and keeps one error per field, keyed by its full path
 * (`siteNavs.1.url`), whether the browser or the server found it.
 */
export function useSettingsForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  /** The error of a field, or of any item of a list field. */
  function errorAt(path: string): string | undefined {
    if (errors[path]) return errors[path];
    const nested = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
    return nested ? errors[nested] : undefined;
  }

  function clear(path: string) {
    setErrors((current) => {
      const kept = Object.entries(current).filter(([key]) => key !== path && !key.startsWith(`${path}.`));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }

  async function submit<T>(schema: ZodType<T>, values: unknown, call: (data: T) => Promise<void>) {
    if (busy) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String).join('.');
        found[path] ??= issue.message;
      }
      setErrors(found);
      showToast('error', m.adminsettings_check_fields());
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await call(parsed.data);
    } catch (error) {
      if (error instanceof ApiRequestError && error.field && !error.notSignedIn) {
        setErrors({ [error.field]: error.message });
        showToast('error', m.adminsettings_check_fields());
      } else if (error instanceof ApiRequestError && !error.notSignedIn) {
        reportApiError(new Error(`${m.adminsettings_save_failed()}: ${error.message}`));
      } else {
        reportApiError(error);
      }
    } finally {
      setBusy(false);
    }
  }

  return { errors, errorAt, clear, busy, submit };
}

export type SettingsFormState = ReturnType<typeof useSettingsForm>;

/** "a, b，c" → ['a', 'b', 'c'] (ASCII or full-width commas). */
export function splitList(text: string): string[] {
  return text
    .split(/[,，]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
