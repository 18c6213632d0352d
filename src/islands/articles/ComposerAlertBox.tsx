import { m } from '@/i18n/messages.ts';
import type { ComposerAlert } from './useArticleComposer.ts';

const ACCOUNT_SETTINGS = '/user/profile/account';

/** A failed save above the form: "article submit failed", the reason, and the e-mail link when that is it. */
export function ComposerAlertBox({ alert }: { alert: ComposerAlert }) {
  return (
    <div className="article-composer-alert" role="alert">
      <p className="article-composer-alert-heading">{alert.heading}</p>
      <p className="article-composer-alert-message">
        {alert.message}
        {alert.verifyEmail && (
          <>
            {' '}
            <a href={ACCOUNT_SETTINGS}>{m.error_verify_email_link()}</a>
          </>
        )}
      </p>
    </div>
  );
}
