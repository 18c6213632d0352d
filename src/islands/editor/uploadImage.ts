import { apiUpload } from '@/shared/api/apiUpload.ts';

export interface UploadedImage {
  url: string;
  name: string;
}

/** Sends one image to POST /api/upload (multipart field "file"); the answer's data is { url, name }. */
export function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<UploadedImage>('/api/upload', form);
}
