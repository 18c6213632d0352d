import { createHash } from 'node:crypto';

// Only relative imports here: astro.config.ts loads this file to put the hashes in the policy.

/** Applied before first paint so the page never flashes the wrong colour mode (decision 021). */
export const COLOR_MODE_SCRIPT =
  "(function(){try{var mode=localStorage.getItem('plaza-color-mode');" +
  "var dark=mode==='dark'||((mode===null||mode==='system')&&matchMedia('(prefers-color-scheme: dark)').matches);" +
  "document.documentElement.classList.toggle('dark',dark);" +
  "document.documentElement.style.colorScheme=dark?'dark':'light';}catch(e){}})();";

/**
 * Before first paint: marks a member's page (the non-secret `plaza_member` cookie, decision 027) so
 * the header keeps the signed-in shape while GET /api/viewer fills it in, instead of flashing
 * "Sign in" on a page that is the same for every reader.
 */
export const MEMBER_HINT_SCRIPT =
  '(function(){try{if(/(?:^|; )plaza_member=1(?:;|$)/.test(document.cookie))' +
  "document.documentElement.setAttribute('data-member','');}catch(e){}})();";

/**
 * Zod's object schemas probe `new Function` when they are built; the policy refuses eval and the
 * browser reports the probe as a violation. Zod reads this global (shared by every copy of zod)
 * before any of our modules runs, so no schema ever probes.
 */
export const ZOD_JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';

/**
 * Runs as soon as the site notice is parsed (SiteNotice.astro), so a dismissed notice never
 * flashes; otherwise it shows the notice's dismiss button, which the server renders hidden since
 * it needs script (its island hydrates on the first touch).
 */
export const SITE_NOTICE_SCRIPT =
  "(function(){try{var notice=document.querySelector('[data-site-notice]');if(!notice)return;" +
  "if(localStorage.getItem('plaza-notice-dismissed')===notice.dataset.siteNotice){notice.hidden=true;}" +
  "else{var dismiss=notice.querySelector('[data-site-notice-dismiss]');if(dismiss)dismiss.hidden=false;}" +
  '}catch(e){}})();';

/** The CSP source expression (`sha256-…`) that allows exactly this inline script. */
export function inlineScriptHash(source: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

/** Every inline script we render ourselves; Astro hashes its own scripts. */
export const INLINE_SCRIPT_HASHES = [
  COLOR_MODE_SCRIPT,
  MEMBER_HINT_SCRIPT,
  ZOD_JITLESS_SCRIPT,
  SITE_NOTICE_SCRIPT,
].map(inlineScriptHash);
