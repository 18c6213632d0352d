import QRCode from 'qrcode';

/** The otpauth:// URI as an SVG data URL for `<img src>` (rendered on the server, no script, CSP-safe). */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
