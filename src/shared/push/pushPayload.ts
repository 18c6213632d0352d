/**
 * What the service worker (public/sw.js) shows for one push: already in the member's language.
 * `url` is a path on the forum; `tag` makes a repeated delivery replace, not add, the notification.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}
