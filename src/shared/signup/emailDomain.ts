/** The lower-case domain of an e-mail address ('' when it has none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase()
        .replace(/\.$/, '');
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** Whether the text is a domain name of at least two labels (`example.com`, `mail.example.co.uk`). */
export function isDomainName(text: string): boolean {
  const labels = text.split('.');
  return text.length <= 191 && labels.length >= 2 && labels.every((label) => LABEL.test(label));
}

/** Whether the domain is the rule's domain or one of its subdomains. */
export function domainMatches(domain: string, ruleDomain: string): boolean {
  return domain === ruleDomain || domain.endsWith(`.${ruleDomain}`);
}
