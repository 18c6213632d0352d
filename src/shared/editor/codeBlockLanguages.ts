/** Languages offered for a code block; stored as `class="language-<id>"` on <code>. */
export const CODE_BLOCK_LANGUAGES = [
  { id: 'javascript', label: 'JavaScript' },
  { id: 'typescript', label: 'TypeScript' },
  { id: 'html', label: 'HTML' },
  { id: 'css', label: 'CSS' },
  { id: 'json', label: 'JSON' },
  { id: 'bash', label: 'Bash' },
  { id: 'python', label: 'Python' },
  { id: 'go', label: 'Go' },
  { id: 'java', label: 'Java' },
  { id: 'kotlin', label: 'Kotlin' },
  { id: 'c', label: 'C' },
  { id: 'cpp', label: 'C++' },
  { id: 'csharp', label: 'C#' },
  { id: 'php', label: 'PHP' },
  { id: 'ruby', label: 'Ruby' },
  { id: 'rust', label: 'Rust' },
  { id: 'swift', label: 'Swift' },
  { id: 'sql', label: 'SQL' },
  { id: 'yaml', label: 'YAML' },
  { id: 'markdown', label: 'Markdown' },
] as const;

const LANGUAGE_ID = /^[a-z0-9+-]{1,20}$/;

/** A language id safe to keep in a class name, or null for plain text. */
export function normalizeCodeLanguage(value: string | null | undefined): string | null {
  const id = value?.trim().toLowerCase() ?? '';
  return LANGUAGE_ID.test(id) ? id : null;
}

/** The only class a <code> element keeps (sanitizer and editor alike). */
export const CODE_LANGUAGE_CLASS = /^language-[a-z0-9+#-]{1,30}$/;

/** A code block's language when its class would be kept, else null (plain text). */
export function keptCodeLanguage(language: string | null | undefined): string | null {
  return language && CODE_LANGUAGE_CLASS.test(`language-${language}`) ? language : null;
}
