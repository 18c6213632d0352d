// Astro asks every renderer whether an untagged component is theirs, and React's answer renders the
// component once more (a full renderToStaticMarkup) before the real render: on a moment page with
// its comments that was a tenth of the uncached render (CPU profile, issue 15). Tagging the islands'
// components as React's, as Astro's own JSX integrations do, skips the question. They are tagged
// with Plaza's React string renderer (reactStringRenderer.ts), registered by reactIslandRenderer().

/** The name of the renderer in reactStringRenderer.ts, which the islands are tagged with. */
export const REACT_STRING_RENDERER = 'plaza-react';

const ISLAND_MODULE = /[\\/]src[\\/]islands[\\/].+\.tsx$/;
const EXPORTED_COMPONENT = /^export\s+(?:default\s+)?(?:function\s+([A-Z]\w*)|const\s+([A-Z]\w*)\s*=)/gm;
const DEFAULT_EXPORT_NAME = /^export\s+default\s+([A-Z]\w*)\s*;/gm;

/** The names of the components a module exports: capitalised functions and constants. */
export function exportedComponentNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(EXPORTED_COMPONENT)) names.add((match[1] ?? match[2])!);
  for (const match of source.matchAll(DEFAULT_EXPORT_NAME)) names.add(match[1]!);
  return [...names];
}

/** The module with each exported component tagged as React's; undefined when it exports none. */
export function tagReactComponents(source: string): string | undefined {
  const names = exportedComponentNames(source);
  if (names.length === 0) return undefined;
  const tags = names.map((name) => `__plazaTagComponent(${name}, '${REACT_STRING_RENDERER}');`).join('\n');
  return `${source}\nimport { __astro_tag_component__ as __plazaTagComponent } from 'astro/runtime/server/index.js';\n${tags}\n`;
}

/** A Vite plugin tagging the islands' components in the server build. */
export function reactIslandTag() {
  return {
    name: 'plaza-react-island-tag',
    enforce: 'pre' as const,
    transform(code: string, id: string, options?: { ssr?: boolean }): string | undefined {
      if (!options?.ssr || !ISLAND_MODULE.test(id.split('?')[0]!)) return undefined;
      return tagReactComponents(code);
    },
  };
}

/** Registers the string renderer the tagged islands render with; @astrojs/react stays for the browser side. */
export function reactIslandRenderer() {
  return {
    name: 'plaza-react-island-renderer',
    hooks: {
      'astro:config:setup': ({
        addRenderer,
      }: {
        addRenderer: (renderer: { name: string; serverEntrypoint: string; clientEntrypoint: string }) => void;
      }) => {
        addRenderer({
          name: REACT_STRING_RENDERER,
          serverEntrypoint: './src/server/render/reactStringRenderer.ts',
          clientEntrypoint: '@astrojs/react/client.js',
        });
      },
    },
  };
}
