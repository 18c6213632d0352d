import type { ContentModule } from '@/shared/site/moduleOfPath.ts';
import { m } from '@/paraglide/messages.js';

/** What the error page says on a page of a module the site has turned off. */
export function moduleOffText(module: ContentModule): { message: string; hint: string } {
  return {
    message: module === 'article' ? m.chrome_module_off_articles() : m.chrome_module_off_moments(),
    hint: m.chrome_module_off_hint(),
  };
}
