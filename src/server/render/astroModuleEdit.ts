/**
 * The code with `find` replaced, for build-time edits of Astro's own modules. Throws when `find`
 * is missing or appears more than once, so an Astro upgrade that changes the text fails the build
 * instead of silently dropping the edit.
 */
export function replaceOnce(
  code: string,
  find: string,
  replacement: string,
  where: string,
  decision: string,
): string {
  const at = code.indexOf(find);
  if (at === -1 || code.indexOf(find, at + find.length) !== -1) {
    throw new Error(`${where} no longer reads "${find}" once; see decision ${decision}`);
  }
  return code.slice(0, at) + replacement + code.slice(at + find.length);
}

/** One of Astro's modules and how the server build edits it. */
export interface AstroModuleEdit {
  module: RegExp;
  edit(code: string): string;
  /** The build fails when it bundles the scope without this module (Astro moved it). */
  required: boolean;
}

/**
 * A Vite plugin applying `edits` to the server build's copies of Astro's modules under `scope`.
 * A build that bundles a module under `scope` but none matching a required edit fails with
 * `missingMessage`, so an upgrade that moves the code cannot silently drop an edit.
 */
export function astroModuleEditPlugin(options: {
  name: string;
  scope: RegExp;
  edits: readonly AstroModuleEdit[];
  missingMessage: string;
}) {
  let bundlesScope = false;
  const edited = new Set<AstroModuleEdit>();
  return {
    name: options.name,
    buildStart(): void {
      bundlesScope = false;
      edited.clear();
    },
    transform(code: string, id: string, transformOptions?: { ssr?: boolean }): string | undefined {
      if (!transformOptions?.ssr) return undefined;
      const file = id.split('?')[0]!;
      if (!options.scope.test(file)) return undefined;
      bundlesScope = true;
      const edit = options.edits.find((candidate) => candidate.module.test(file));
      if (!edit) return undefined;
      edited.add(edit);
      return edit.edit(code);
    },
    buildEnd(error?: Error): void {
      const missing = options.edits.some((edit) => edit.required && !edited.has(edit));
      if (!error && bundlesScope && missing) throw new Error(options.missingMessage);
    },
  };
}
