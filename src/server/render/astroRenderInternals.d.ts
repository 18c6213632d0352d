// pageBytesPlugin exports this private function of Astro's render module under this name (decision 046).
import type { renderToString } from 'astro/runtime/server/render/astro/render.js';
import type { RenderTemplateResult } from 'astro/runtime/server/render/astro/render-template.js';

type PageArguments = Parameters<typeof renderToString>;

declare module 'astro/runtime/server/render/astro/render.js' {
  export function __plazaTemplateResultOf(
    result: PageArguments[0],
    componentFactory: PageArguments[1],
    props: unknown,
    children: unknown,
    route?: PageArguments[5],
  ): Promise<RenderTemplateResult | Response>;
}
