import type { Locale } from '@/i18n/locales.ts';
import type { DatabasePrefill } from '@/shared/install/installApi.ts';

/** What the wizard's inputs hold; the port stays text until the shared schema parses it. */
export interface DatabaseFields {
  host: string;
  port: string;
  database: string;
  username: string;
  password: string;
}

export interface InstallForm {
  db: DatabaseFields;
  siteTitle: string;
  siteDescription: string;
  username: string;
  password: string;
  rePassword: string;
  language: Locale;
}

export type FieldErrors = Partial<Record<string, string>>;

export function initialInstallForm(prefill: DatabasePrefill | null, language: Locale): InstallForm {
  return {
    db: {
      host: prefill?.host ?? '127.0.0.1',
      port: String(prefill?.port ?? 3306),
      database: prefill?.database ?? '',
      username: prefill?.username ?? '',
      password: '',
    },
    siteTitle: '',
    siteDescription: '',
    username: '',
    password: '',
    rePassword: '',
    language,
  };
}

/** The body of POST /api/install/install, with the field names scripts use. */
export function toInstallBody(form: InstallForm) {
  return {
    siteTitle: form.siteTitle,
    siteDescription: form.siteDescription,
    language: form.language,
    dbConfig: form.db,
    username: form.username,
    password: form.password,
    rePassword: form.rePassword,
  };
}

/** The first message for each field, keyed by its path ("host", "rePassword"). */
export function issuesToErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
