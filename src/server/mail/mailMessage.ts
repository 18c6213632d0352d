export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the recipient's reply goes (reply by email, issue 41). */
  replyTo?: string;
  /**
   * One-click unsubscribe (RFC 8058): the URL that takes a POST without sign-in, sent as
   * `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
   */
  unsubscribeUrl?: string;
}
