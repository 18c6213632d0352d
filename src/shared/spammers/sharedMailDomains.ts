/**
 * Mail providers shared by many people: blocking one turns away every member who uses it, so the
 * confirmation warns and leaves the option unticked.
 */
const SHARED_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  '126.com',
  '163.com',
  'aol.com',
  'foxmail.com',
  'gmail.com',
  'gmx.com',
  'gmx.de',
  'googlemail.com',
  'hotmail.com',
  'icloud.com',
  'live.com',
  'mail.ru',
  'me.com',
  'msn.com',
  'outlook.com',
  'proton.me',
  'protonmail.com',
  'qq.com',
  'sina.com',
  'sohu.com',
  'yahoo.com',
  'yandex.ru',
  'yeah.net',
]);

export function isSharedMailDomain(domain: string): boolean {
  return SHARED_MAIL_DOMAINS.has(domain);
}
