// Astro hashes every inline style and script of a page for its Content-Security-Policy on each
// request (an encode, then a SHA-256 job on the thread pool), though with the styles inlined
// (issue 8) they are the same few texts for every request until the next build (decision 047).

type CspDigest = (data: string, algorithm: string) => Promise<string>;

/**
 * Characters of hashed text kept: about three times a build's inline styles today (54 distinct
 * texts, 1.3 million characters), bounded all the same.
 */
export const CSP_DIGEST_MEMO_CHARS = 4_000_000;

/** `compute` answering each (text, algorithm) once; a failed digest is not kept. */
export function memoCspDigest(compute: CspDigest, maxChars = CSP_DIGEST_MEMO_CHARS): CspDigest {
  const byAlgorithm = new Map<string, Map<string, Promise<string>>>();
  let keptChars = 0;
  return (data, algorithm) => {
    let known = byAlgorithm.get(algorithm);
    if (!known) {
      known = new Map();
      byAlgorithm.set(algorithm, known);
    }
    const kept = known.get(data);
    if (kept) return kept;
    const digest = compute(data, algorithm);
    if (keptChars + data.length <= maxChars) {
      const memo = known;
      memo.set(data, digest);
      keptChars += data.length;
      digest.catch(() => {
        memo.delete(data);
        keptChars -= data.length;
      });
    }
    return digest;
  };
}
