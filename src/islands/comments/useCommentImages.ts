import { useCallback, useEffect, useRef, useState } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiUpload } from '@/shared/api/apiUpload.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { COMMENT_IMAGE_MAX_MB, COMMENT_MAX_IMAGES } from '@/shared/comments/commentLimits.ts';
import { imageFileProblem } from '@/shared/editor/imageFileCheck.ts';
import { showToast } from '@/stores/toasts.ts';

export interface CommentImage {
  key: string;
  /** The stored URL once uploaded; '' while uploading. */
  url: string;
  /** What the box shows: the stored URL, or a local preview while uploading. */
  preview: string;
}

let nextKey = 0;
const stored = (url: string): CommentImage => ({ key: `comment-image-${nextKey++}`, url, preview: url });

/** A comment box's images: checked (type, 5 MB, three at most), uploaded at once, removable. */
export function useCommentImages() {
  const [images, setImages] = useState<CommentImage[]>([]);
  const count = useRef(0);
  count.current = images.length;

  useEffect(
    () => () => {
      for (const image of images) if (!image.url) URL.revokeObjectURL(image.preview);
    },
    // Only on unmount: previews of finished uploads are revoked as they finish.
    [],
  );

  const upload = useCallback(async (image: CommentImage, file: File) => {
    const data = new FormData();
    data.append('file', file);
    try {
      const result = await apiUpload<{ url: string }>('/api/upload', data);
      setImages((list) =>
        list.map((item) =>
          item.key === image.key ? { ...item, url: result.url, preview: result.url } : item,
        ),
      );
    } catch (error) {
      setImages((list) => list.filter((item) => item.key !== image.key));
      reportApiError(error);
    } finally {
      URL.revokeObjectURL(image.preview);
    }
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      let room = COMMENT_MAX_IMAGES - count.current;
      const added: CommentImage[] = [];
      for (const file of files) {
        if (room <= 0) {
          showToast('error', m.comments_too_many_images({ limit: String(COMMENT_MAX_IMAGES) }));
          break;
        }
        const problem = imageFileProblem(file);
        if (problem === 'too-large') {
          showToast('error', m.comments_image_too_large({ size: String(COMMENT_IMAGE_MAX_MB) }));
          continue;
        }
        if (problem) {
          showToast('error', m.comments_image_unsupported());
          continue;
        }
        const image = { key: `comment-image-${nextKey++}`, url: '', preview: URL.createObjectURL(file) };
        added.push(image);
        room -= 1;
        void upload(image, file);
      }
      count.current += added.length;
      setImages((list) => [...list, ...added]);
    },
    [upload],
  );

  const remove = useCallback(
    (key: string) => setImages((list) => list.filter((item) => item.key !== key)),
    [],
  );
  /** Shows these stored images (a restored draft's), or none. */
  const reset = useCallback((urls: readonly string[] = []) => setImages(urls.map(stored)), []);

  const uploading = images.some((image) => !image.url);
  const urls = images.filter((image) => image.url).map((image) => image.url);
  return { images, urls, uploading, add, remove, reset };
}
