import { z } from 'zod';

// Shared by the server store (src/server/settings/privateSettings.ts) and the admin settings form,
// so both validate with the same rules; this file holds no values, only their shape.

export const smtpSettingsSchema = z.object({
  host: z.string().trim().max(255),
  port: z.number().int().min(1).max(65535),
  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
  secure: z.boolean(),
  username: z.string().max(255),
  password: z.string().max(255),
  /** The From header, e.g. `Plaza <no-reply@example.com>`. */
  from: z.string().trim().max(255),
});

export const smsSettingsSchema = z.object({
  /** 'log' writes codes to the server log (development); 'http' posts them to `url`. */
  provider: z.enum(['log', 'http']),
  url: z.string().trim().max(512),
  apiKey: z.string().max(512),
  sender: z.string().trim().max(64),
});

/**
 * What the settings form sends: the secret is write-only, so it is left out to keep the stored
 * one, given to replace it, or cleared with the `clear…` flag.
 */
export const smtpFormSchema = smtpSettingsSchema.omit({ password: true }).extend({
  password: smtpSettingsSchema.shape.password.optional(),
  clearPassword: z.boolean().optional(),
});

export const smsFormSchema = smsSettingsSchema.omit({ apiKey: true }).extend({
  apiKey: smsSettingsSchema.shape.apiKey.optional(),
  clearApiKey: z.boolean().optional(),
});

export const privateSettingsFormSchema = z.object({
  smtp: smtpFormSchema.optional(),
  sms: smsFormSchema.optional(),
});

export type PrivateSettingsForm = z.infer<typeof privateSettingsFormSchema>;

/** The private settings as the client may see them: whether each secret is set, never its value. */
export interface PrivateSettingsView {
  smtp: Omit<z.infer<typeof smtpSettingsSchema>, 'password'> & { passwordSet: boolean };
  sms: Omit<z.infer<typeof smsSettingsSchema>, 'apiKey'> & { apiKeySet: boolean };
}
