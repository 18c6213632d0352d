import { useEffect, useState } from 'react';
import { Icon } from '@/islands/ui/Icon.tsx';
import { m } from '@/i18n/messages.ts';
import './siteNotice.css';

/** localStorage key holding the key of the last notice the reader dismissed (SITE_NOTICE_SCRIPT reads it too). */
const DISMISSED_NOTICE_KEY = 'plaza-notice-dismissed';

interface SiteNoticeProps {
  /** Identifies the notice's text: a dismissal is remembered under it, so a changed notice shows again. */
  noticeKey: string;
  /** The notice as clean HTML (sanitized on the server like user content). */
  html: string;
}

function dismissedKey(): string | null {
  try {
    return localStorage.getItem(DISMISSED_NOTICE_KEY);
  } catch {
    return null;
  }
}

function remember(key: string): void {
  try {
    localStorage.setItem(DISMISSED_NOTICE_KEY, key);
  } catch {
    // Storage unavailable: the notice is hidden for this page view only.
  }
}

/**
 * The site notice on the home page. Its dismiss button needs script, so the server renders it
 * hidden; the inline SITE_NOTICE_SCRIPT shows it before first paint (and hides a notice already
 * dismissed), and the first touch hydrates this island, which replays the click that dismisses it.
 */
export function SiteNotice({ noticeKey, html }: SiteNoticeProps) {
  const [scripted, setScripted] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    setScripted(true);
    if (dismissedKey() === noticeKey) setDismissed(true);
  }, [noticeKey]);

  const dismiss = () => {
    setDismissed(true);
    remember(noticeKey);
  };
  return (
    <aside
      className="site-notice"
      data-site-notice={noticeKey}
      aria-label={m.discovery_notice_label()}
      hidden={dismissed || undefined}
    >
      <Icon name="info" size={18} />
      <div className="site-notice-body content-body" dangerouslySetInnerHTML={{ __html: html }} />
      <button
        type="button"
        className="site-notice-dismiss"
        data-site-notice-dismiss=""
        aria-label={m.discovery_notice_dismiss()}
        title={m.discovery_notice_dismiss()}
        hidden={!scripted || undefined}
        onClick={dismiss}
      >
        <Icon name="close" size={16} />
      </button>
    </aside>
  );
}
