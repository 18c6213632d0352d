import { atom } from 'nanostores';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { DEFAULT_SITE_CONFIG } from '@/shared/site/siteConfigDefaults.ts';

/** The public site configuration: the defaults until the header seeds it from Astro.locals.config. */
export const $config = atom<SiteConfig>(DEFAULT_SITE_CONFIG);
