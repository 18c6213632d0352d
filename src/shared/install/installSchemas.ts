import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import { LOCALES } from '@/i18n/locales.ts';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_PATTERN } from '@/shared/users/username.ts';

// Messages are functions so they are rendered in the locale of the parse, not of the import.
const dbIncomplete = () => m.install_db_incomplete();
const SITE_TITLE_MAX = 80;
const SITE_DESCRIPTION_MAX = 300;
const DATABASE_NAME_MAX = 64;

const requiredText = (message: () => string) =>
  z.string({ error: message }).trim().min(1, { error: message });

// Forms send the port as text; blank means missing, anything else must be a whole number.
const portSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return undefined;
    return /^\d+$/.test(text) ? Number(text) : text;
  },
  z
    .number({
      error: (issue) => (issue.input === undefined ? dbIncomplete() : m.install_db_port_invalid()),
    })
    .int({ error: () => m.install_db_port_invalid() })
    .min(1, { error: () => m.install_db_port_invalid() })
    .max(65535, { error: () => m.install_db_port_invalid() }),
);

/** POST /api/install/test_db_connection, and `dbConfig` of the install request. */
export const databaseConfigSchema = z.object({
  host: requiredText(dbIncomplete),
  port: portSchema,
  database: requiredText(dbIncomplete).max(DATABASE_NAME_MAX, {
    error: () => m.install_db_name_too_long({ max: String(DATABASE_NAME_MAX) }),
  }),
  username: requiredText(dbIncomplete),
  password: z.string({ error: dbIncomplete }).default(''),
});

const siteShape = {
  siteTitle: requiredText(() => m.install_site_title_required()).max(SITE_TITLE_MAX, {
    error: () => m.install_site_title_too_long({ max: String(SITE_TITLE_MAX) }),
  }),
  siteDescription: z
    .string({ error: () => m.validation_invalid() })
    .trim()
    .max(SITE_DESCRIPTION_MAX, {
      error: () => m.install_site_description_too_long({ max: String(SITE_DESCRIPTION_MAX) }),
    })
    .default(''),
};
export const siteInfoSchema = z.object(siteShape);

const passwordRequired = () => m.install_admin_password_required();
const adminShape = {
  username: requiredText(() => m.install_admin_username_required()).regex(USERNAME_PATTERN, {
    error: () => m.install_admin_username_invalid(),
  }),
  password: z
    .string({ error: passwordRequired })
    .min(1, { error: passwordRequired })
    .min(PASSWORD_MIN, { error: () => m.install_admin_password_too_short({ min: String(PASSWORD_MIN) }) })
    .max(PASSWORD_MAX, { error: () => m.install_admin_password_too_long({ max: String(PASSWORD_MAX) }) }),
  rePassword: z
    .string({ error: () => m.install_admin_repassword_required() })
    .min(1, { error: () => m.install_admin_repassword_required() }),
};

const passwordsMatch = (value: { password: string; rePassword: string }) =>
  value.password === value.rePassword;
const mismatch = {
  error: () => m.install_password_mismatch(),
  path: ['rePassword'],
  // Checked as soon as both are strings, so the mismatch shows beside other field errors.
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; rePassword?: unknown };
    return typeof value.password === 'string' && typeof value.rePassword === 'string';
  },
};

export const adminAccountSchema = z.object(adminShape).refine(passwordsMatch, mismatch);

const languageSchema = z.enum(LOCALES, { error: () => m.install_language_invalid() }).default('en-US');

/** Where the forum's data goes: the built-in database (decision 067) or an existing server. */
export type DatabaseKind = 'builtin' | 'external';

const kindError = { error: () => m.install_database_kind_invalid() };

/**
 * POST /api/install/install: the field names scripts use to install without the browser.
 * `databaseKind: "builtin"` needs no connection details; without it, `dbConfig` names an existing server.
 */
export const installRequestSchema = z
  .discriminatedUnion(
    'databaseKind',
    [
      z.object({
        ...siteShape,
        language: languageSchema,
        databaseKind: z.literal('builtin', kindError),
        ...adminShape,
      }),
      z.object({
        ...siteShape,
        language: languageSchema,
        databaseKind: z.literal('external', kindError).optional(),
        dbConfig: databaseConfigSchema,
        ...adminShape,
      }),
    ],
    kindError,
  )
  .refine(passwordsMatch, mismatch);
export type InstallRequest = z.output<typeof installRequestSchema>;
