import { ApiError } from '../http/ApiError.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { m } from '@/paraglide/messages.js';

/** Moments unless explicitly off, articles unless explicitly off, tweets only when on. */
export function isModuleEnabled(config: SiteConfig, module: 'moment' | 'article' | 'tweet'): boolean {
  return module === 'tweet' ? config.modules.tweet === true : config.modules[module] !== false;
}

export function assertModuleEnabled(config: SiteConfig, module: 'moment' | 'article' | 'tweet'): void {
  if (!isModuleEnabled(config, module))
    throw new ApiError(404, m.error_feature_disabled(), ErrorCode.notFound);
}
