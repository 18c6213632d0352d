import {
  bufferHeadContent,
  __plazaTemplateResultOf,
  type renderToString,
} from 'astro/runtime/server/render/astro/render.js';
import { chunkToString } from 'astro/runtime/server/render/common.js';
import { renderStreaming } from 'astro/runtime/server/render/streaming.js';
import { PageBytesWriter } from './pageBytesWriter.ts';

type PageArguments = Parameters<typeof renderToString>;

const DOCTYPE = /<!doctype html/i;
const MIN_START_BYTES = 16 * 1024;
// The buffer starts at the size of the page rendered last: most pages are written without growing.
let startBytes = 64 * 1024;

/**
 * An Astro page rendered to its UTF-8 bytes, as Astro's own string render and encode would give them
 * (the doctype first unless the page writes one), written by PageBytesWriter. A Response the page
 * returns comes back as it is. Astro's page module calls it through pageBytesPlugin (decision 046).
 */
export async function renderPageBytes(
  result: PageArguments[0],
  componentFactory: PageArguments[1],
  props: unknown,
  children: unknown,
  route?: PageArguments[5],
): Promise<Uint8Array | Response> {
  const template = await __plazaTemplateResultOf(result, componentFactory, props, children, route);
  if (template instanceof Response) return template;
  await bufferHeadContent(result);
  const page = new PageBytesWriter(startBytes);
  let first = true;
  await renderStreaming(template, result, {
    write(chunk) {
      if (first) {
        first = false;
        if (!result.partial && !DOCTYPE.test(String(chunk))) {
          page.append(result.compressHTML ? '<!DOCTYPE html>' : '<!DOCTYPE html>\n');
        }
      }
      if (chunk instanceof Response) return;
      page.append(chunkToString(result, chunk));
    },
  });
  const bytes = page.bytes();
  startBytes = Math.max(MIN_START_BYTES, bytes.byteLength);
  return bytes;
}
