import type { Locale } from '@/i18n/locales.ts';
import type { BuiltinDatabaseOffer, DatabasePrefill } from '@/shared/install/installApi.ts';
import type { DatabaseKind } from '@/shared/install/installSchemas.ts';

/** What the wizard's inputs hold; the port stays text until the shared schema parses it. */
export interface DatabaseFields {
  host: string;
  port: string;
  database: string;
  username: string;
  password: string;
}

export interface InstallForm {
  databaseKind: DatabaseKind;
  db: DatabaseFields;
  siteTitle: string;
  siteDescription: string;
  username: string;
  password: string;
  rePassword: string;
  language: Locale;
}

export type FieldErrors = Partial<Record<string, string>>;

/** The built-in database comes first and chosen, wherever this server can run it. */
export function initialInstallForm(
  prefill: DatabasePrefill | null,
  language: Locale,
  builtinDatabase: BuiltinDatabaseOffer = null,
): InstallForm {
  return {
    databaseKind: builtinDatabase?.available ? 'builtin' : 'external',
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
  const common = {
    siteTitle: form.siteTitle,
    siteDescription: form.siteDescription,
    language: form.language,
    username: form.username,
    password: form.password,
    rePassword: form.rePassword,
  };
  if (form.databaseKind === 'builtin') return { ...common, databaseKind: 'builtin' as const };
  return { ...common, databaseKind: 'external' as const, dbConfig: form.db };
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
