/** Text made safe for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Control characters other than tab and newlines are not allowed in XML 1.0 at all.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
  );
}

/** An XML document answered with a cache lifetime a CDN may honour (sitemaps, feeds). */
export function xmlResponse(body: string, contentType = 'application/xml'): Response {
  return new Response(body, {
    headers: {
      'content-type': `${contentType}; charset=utf-8`,
      'cache-control': 'public, max-age=3600',
    },
  });
}
