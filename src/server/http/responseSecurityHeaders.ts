import { applySecurityHeaders } from './securityHeaders.ts';
import { allowImagesFrom } from './allowImagesFrom.ts';
import { publicUploadsUrl } from '../upload/publicUploadsUrl.ts';

/** The security headers of a rendered answer (decision 021): pages may show images from the public bucket. */
export function withSecurityHeaders(headers: Headers, https: boolean): void {
  applySecurityHeaders(headers, { https });
  const publicUrl = publicUploadsUrl();
  const policy = headers.get('content-security-policy');
  if (publicUrl && policy)
    headers.set('content-security-policy', allowImagesFrom(policy, new URL(publicUrl).origin));
}
