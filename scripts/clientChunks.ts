// How the browser's code is split into files (decision 044). Rolldown's automatic split gives every
// set of islands that shares a module its own file, so a member's moment page loaded 81 files of our
// code whose gzip cost a third more than the same code in a few files. Here the code that only a
// family of islands on the same pages uses goes into one file per family. Relative imports only: the
// Astro config loads this file before any alias exists.

/** What Rolldown tells a chunk-name function about a module. */
export interface ModuleGraphInfo {
  importers: readonly string[];
  dynamicImporters: readonly string[];
  isEntry: boolean;
  code: string | null;
}

export interface ModuleGraph {
  getModuleInfo(id: string): ModuleGraphInfo | null;
}

/** A family of islands rendered on the same pages, and the file their own code goes into. */
export interface IslandFamily {
  chunk: string;
  /** The island components that belong to it. */
  roots: RegExp;
  /**
   * `every page`: its islands are on every page, so any module one of them imports goes in, whoever
   * else needs it. Otherwise a module goes in only when some island of the family imports it and
   * nothing outside `shares` (or loaded lazily by the family) needs it.
   */
  everyPage?: boolean;
  /** Islands elsewhere whose pages may load this family's file too. */
  shares?: RegExp;
}

const islands = (names: string) => new RegExp(`/src/islands/(${names})\\.tsx?$`);

// A moment's or an article's page: its comments and the controls around them.
const DISCUSSION = islands(
  'comments/(CommentList|CommentBox|CommentCount|CommentItem|NewThreads|ThreadTail)|reactions/ReactionBar|watching/FirstUnreadLink|authoring/AuthorActions|revisions/StaffHistoryLink|moments/HiddenContent',
);

/** Plaza's island families; the first that takes a module wins. */
const ISLAND_FAMILIES: readonly IslandFamily[] = [
  // The header's islands: every page has them.
  {
    chunk: 'chrome',
    roots: islands('header/(ColorModeToggle|CreateMenu|LanguageSwitcher|MobileMenuButton|UserArea)'),
    everyPage: true,
  },
  { chunk: 'discussion', roots: DISCUSSION },
  // What the comment box shares with the composers and the conversation forms (drafts, mentions,
  // images): those pages load this file beside their own.
  {
    chunk: 'writing',
    roots: DISCUSSION,
    shares: islands(
      'articles/ArticleComposer|moments/MomentComposer|conversations/(ConversationThread|NewConversationForm)|editor/EditorPlayground|header/logout',
    ),
  },
];

// Paraglide's message modules are reached through the `m` namespace of its barrel (and islands reach
// that through src/i18n/messages.ts), so the module graph says every module using any message imports
// them all. Which module uses a message is read from its code instead (a message's function name is
// unique and a word of its own).
const MESSAGE_MODULE = /\/src\/paraglide\/messages\/(\w+)\.js$/;
const MESSAGE_BARREL = /\/src\/(paraglide\/messages(\/_index)?\.js|i18n\/messages\.ts)$/;
const ASTRO_SCRIPT = '?astro&type=script';

/** Chooses each module's file; one instance per build (it remembers what it worked out). */
export function islandChunkNamer(families: readonly IslandFamily[] = ISLAND_FAMILIES) {
  const rootsCache = new Map<string, ReadonlySet<string>>();
  let barrelUsers: string[] | undefined;

  function usersOfBarrels(graph: ModuleGraph, barrel: string): string[] {
    const users = new Set<string>();
    const pending = [barrel];
    const seen = new Set<string>();
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
        if (MESSAGE_BARREL.test(importer)) pending.push(importer);
        else users.add(importer);
      }
    }
    return [...users];
  }

  function importersOf(id: string, graph: ModuleGraph): string[] {
    const importers = (graph.getModuleInfo(id)?.importers ?? []).filter(
      (importer) => !MESSAGE_BARREL.test(importer),
    );
    const key = MESSAGE_MODULE.exec(id)?.[1];
    if (!key) return importers;
    const barrel = graph.getModuleInfo(id)?.importers.find((importer) => MESSAGE_BARREL.test(importer));
    if (barrel) barrelUsers ??= usersOfBarrels(graph, barrel);
    const word = new RegExp(`\\b${key}\\b`);
    for (const user of barrelUsers ?? []) {
      if (word.test(graph.getModuleInfo(user)?.code ?? '')) importers.push(user);
    }
    return importers;
  }

  /** The entries and lazily loaded modules whose static imports reach `id`. */
  function rootsOf(id: string, graph: ModuleGraph, visiting: Set<string>): ReadonlySet<string> {
    const cached = rootsCache.get(id);
    if (cached) return cached;
    if (visiting.has(id)) return new Set();
    visiting.add(id);
    const info = graph.getModuleInfo(id);
    const roots = new Set<string>();
    const importers = importersOf(id, graph);
    if (info && (info.isEntry || info.dynamicImporters.length > 0 || importers.length === 0)) roots.add(id);
    for (const importer of importers) for (const root of rootsOf(importer, graph, visiting)) roots.add(root);
    visiting.delete(id);
    // Inside a cycle the answer is partial; only the walk's start knows the whole.
    if (visiting.size === 0) rootsCache.set(id, roots);
    return roots;
  }

  /** A module that only the family's islands load, on demand. */
  function loadedLazilyBy(root: string, family: IslandFamily, graph: ModuleGraph): boolean {
    const info = graph.getModuleInfo(root);
    if (!info || info.isEntry || info.dynamicImporters.length === 0) return false;
    return info.dynamicImporters.every((importer) =>
      [...rootsOf(importer, graph, new Set())].every((other) => family.roots.test(other)),
    );
  }

  return function islandChunkName(id: string, graph: ModuleGraph): string | null {
    // Libraries, Rolldown's runtime and whatever a page's own script needs keep the automatic split:
    // a visitor's page loads those scripts and must not load islands' code with them.
    if (id.includes('/node_modules/') || id.startsWith('\0')) return null;
    const roots = [...rootsOf(id, graph, new Set())];
    if (roots.length === 0 || roots.some((root) => root.includes(ASTRO_SCRIPT))) return null;
    for (const family of families) {
      const inFamily = (root: string) => family.roots.test(root);
      if (family.everyPage) {
        if (roots.some(inFamily)) return family.chunk;
        continue;
      }
      const allowed = (root: string) =>
        inFamily(root) || family.shares?.test(root) === true || loadedLazilyBy(root, family, graph);
      if (roots.some(inFamily) && roots.every(allowed)) return family.chunk;
    }
    return null;
  };
}

/**
 * The Vite plugin that applies the families to the browser's build. A family's file holds only the
 * modules chosen for it, not what they import (a page's own script may need those), which Rolldown
 * allows only when an entry may export more than its own exports: Astro's islands import their
 * component by name, so extra exports change nothing for them.
 */
export function islandChunks(families: readonly IslandFamily[] = ISLAND_FAMILIES) {
  return {
    name: 'plaza-island-chunks',
    applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
    options(options: Record<string, unknown>) {
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
    outputOptions(options: Record<string, unknown>) {
      const name = islandChunkNamer(families);
      return {
        ...options,
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ name }] },
      };
    },
  };
}
