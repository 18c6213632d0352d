import type { LinkPreviewConfig } from './linkPreviewSettings.ts';

// Apart from the zod schema, as the site config's defaults are (browser code reads them without zod).
export const DEFAULT_LINK_PREVIEW_CONFIG: LinkPreviewConfig = { mode: 'all', domains: [] };
