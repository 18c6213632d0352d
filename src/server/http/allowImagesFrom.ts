/**
 * A Content-Security-Policy whose img-src also allows `origin` (the public bucket uploads are shown
 * from, decision 029). Policies without img-src (API answers, files) are answered unchanged.
 */
export function allowImagesFrom(policy: string, origin: string): string {
  return policy.replace(/(^|;\s*)(img-src [^;]*)/, `$1$2 ${origin}`);
}
