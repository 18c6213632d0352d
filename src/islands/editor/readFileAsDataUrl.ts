/** Reading a local file failed; `reason` is the browser's explanation, when it gave one. */
export class ImageReadError extends Error {
  override name = 'ImageReadError';
  constructor(readonly reason: string | undefined) {
    super(reason ?? 'read failed');
  }
}

/** The file as a base64 data URL, read in the browser (the editor's default when no upload function is given). */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new ImageReadError(undefined));
    };
    reader.onerror = () => reject(new ImageReadError(reader.error?.message || undefined));
    reader.onabort = () => reject(new ImageReadError(undefined));
    reader.readAsDataURL(file);
  });
}
