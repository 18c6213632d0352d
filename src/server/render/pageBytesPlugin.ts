import { fileURLToPath } from 'node:url';
import { astroModuleEditPlugin, replaceOnce as replaceOnceIn } from './astroModuleEdit.ts';

// Astro renders a page to one string and then encodes it; its page module is edited at build time
// to call renderPageBytes instead (decision 046). Each edit names the exact text it replaces and
// the build fails when Astro's code no longer has it, so an upgrade cannot silently drop the edit.

const PAGE_MODULE = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]page\.js$/;
const RENDER_MODULE = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]astro[\\/]render\.js$/;

const RENDER_PAGE_TO_STRING =
  'body = await renderToString(result, componentFactory, props, children, true, route);';
const ENCODE_STRING_BODY = 'if (!streaming && typeof body === "string") {';
const TEMPLATE_RESULT_FUNCTION = 'async function callComponentAsTemplateResultOrResponse(';

function replaceOnce(code: string, find: string, replacement: string, module: string): string {
  return replaceOnceIn(code, find, replacement, `pageBytesPlugin: Astro's ${module}`, '046');
}

/** Astro's page module calling renderPageBytes (imported from `rendererPath`) for Astro pages. */
export function editPageModule(code: string, rendererPath: string): string {
  let edited = replaceOnce(
    code,
    RENDER_PAGE_TO_STRING,
    'body = await renderPageBytes(result, componentFactory, props, children, route);',
    'page.js',
  );
  edited = replaceOnce(
    edited,
    ENCODE_STRING_BODY,
    `if (body instanceof Uint8Array) headers.set("Content-Length", body.byteLength.toString());\n  ${ENCODE_STRING_BODY}`,
    'page.js',
  );
  return `import { renderPageBytes } from ${JSON.stringify(rendererPath)};\n${edited}`;
}

/** Astro's render module also exporting the function that runs a page component. */
export function editRenderModule(code: string): string {
  replaceOnce(code, TEMPLATE_RESULT_FUNCTION, TEMPLATE_RESULT_FUNCTION, 'astro/render.js');
  return `${code}\nexport { callComponentAsTemplateResultOrResponse as __plazaTemplateResultOf };\n`;
}

const ASTRO_RENDER_RUNTIME = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]/;

/**
 * The Vite plugin making the server build render pages with renderPageBytes. A build that bundles
 * Astro's render runtime without passing its page module here (Astro moved it) fails.
 */
export function pageBytesPlugin() {
  const rendererPath = fileURLToPath(new URL('./renderPageBytes.ts', import.meta.url));
  return astroModuleEditPlugin({
    name: 'plaza-page-bytes',
    scope: ASTRO_RENDER_RUNTIME,
    edits: [
      { module: PAGE_MODULE, edit: (code) => editPageModule(code, rendererPath), required: true },
      { module: RENDER_MODULE, edit: editRenderModule, required: false },
    ],
    missingMessage:
      "pageBytesPlugin: the build bundles Astro's render runtime but not its page.js; see decision 046",
  });
}
