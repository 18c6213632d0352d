export type CreateOptionKind = 'moment' | 'tweet' | 'article';

export interface CreateOption {
  kind: CreateOptionKind;
  href: string;
}

/** Module switches as configured; values may be missing or loosely typed in stored config. */
export type CreateMenuModules = Partial<Record<CreateOptionKind, unknown>> | null | undefined;

/**
 * The tweet option only if modules.tweet is truthy; moment and article unless explicitly false.
 * An empty list means the create button is hidden.
 */
export function createMenuOptions(modules: CreateMenuModules): CreateOption[] {
  const options: CreateOption[] = [];
  if (modules?.moment !== false) options.push({ kind: 'moment', href: '/moment/create' });
  if (modules?.tweet) options.push({ kind: 'tweet', href: '/moment/create?type=1' });
  if (modules?.article !== false) options.push({ kind: 'article', href: '/article/create' });
  return options;
}
