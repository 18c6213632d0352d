import { m } from '@/i18n/messages.ts';

/**
 * A field only bots fill in: off-screen and hidden from assistive technology, out of the tab order
 * and never autofilled, so no person meets it.
 */
export function HoneypotField() {
  return (
    <div className="auth-honeypot" aria-hidden="true">
      <label htmlFor="auth-website">{m.signupdefence_honeypot_label()}</label>
      <input id="auth-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
