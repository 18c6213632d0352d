import { useState } from 'react';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { uploadImage } from '@/islands/editor/uploadImage.ts';

/** Uploads the chosen image and hands its address on; `uploading` meanwhile, a failure reported as a toast. */
export function useImageUpload(onUploaded: (url: string) => void | Promise<void>) {
  const [uploading, setUploading] = useState(false);

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      await onUploaded(uploaded.url);
    } catch (error) {
      reportApiError(error);
    } finally {
      setUploading(false);
    }
  }

  return { uploading, upload };
}
