/** The lower-case domain of an e-mail address, or '' when it has none worth blocking. */
export function emailDomain(email: string | null | undefined): string {
  const at = (email ?? '').lastIndexOf('@');
  if (at < 0) return '';
  const domain = (email ?? '')
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return /^[a-z0-9.-]+\.[a-z0-9-]+$/.test(domain) ? domain : '';
}
