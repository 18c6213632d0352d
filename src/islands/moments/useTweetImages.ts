import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { m } from '@/i18n/messages.ts';
import { imageFileProblem } from '@/shared/editor/imageFileCheck.ts';
import { EDITOR_UPLOAD_STAGGER_MS } from '@/shared/editor/editorConstants.ts';
import { MOMENT_IMAGES_MAX, MOMENT_IMAGE_MAX_MB } from '@/shared/moments/momentLimits.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { showToast } from '@/stores/toasts.ts';
import { uploadImage } from '@/islands/editor/uploadImage.ts';

export interface TweetImage {
  key: string;
  /** The stored URL once uploaded; '' while uploading. */
  url: string;
  /** What the grid shows: the stored URL, or a local preview while uploading. */
  preview: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
let nextKey = 0;
const fromUrl = (url: string): TweetImage => ({ key: `image-${nextKey++}`, url, preview: url });

/** A tweet's images: checked, uploaded one at a time through /api/upload, removable. */
export function useTweetImages(initial: readonly string[]) {
  const [images, setImages] = useState<TweetImage[]>(() => initial.map(fromUrl));
  const queue = useRef<Promise<void>>(Promise.resolve());
  const previews = useRef(new Set<string>());

  const release = useCallback((image: TweetImage | undefined) => {
    if (image && previews.current.delete(image.preview)) URL.revokeObjectURL(image.preview);
  }, []);

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const accepted: File[] = [];
      for (const file of files) {
        const problem = imageFileProblem(file);
        if (problem === 'too-large') {
          showToast('error', m.moments_image_too_large({ size: String(MOMENT_IMAGE_MAX_MB) }));
        } else if (problem) {
          showToast('error', m.moments_image_type());
        } else accepted.push(file);
      }
      const room = MOMENT_IMAGES_MAX - images.length;
      if (accepted.length > room) {
        showToast('error', m.moments_images_too_many({ limit: String(MOMENT_IMAGES_MAX) }));
        accepted.splice(Math.max(room, 0));
      }
      if (accepted.length === 0) return;
      const added = accepted.map((file) => {
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        return { image: { key: `image-${nextKey++}`, url: '', preview }, file };
      });
      setImages((current) => [...current, ...added.map((entry) => entry.image)]);
      for (const { image, file } of added) {
        queue.current = queue.current.then(async () => {
          await wait(EDITOR_UPLOAD_STAGGER_MS);
          try {
            const { url } = await uploadImage(file);
            setImages((current) => current.map((item) => (item.key === image.key ? { ...item, url } : item)));
          } catch (error) {
            setImages((current) => current.filter((item) => item.key !== image.key));
            release(image);
            reportApiError(error);
          }
        });
      }
    },
    [images.length, release],
  );

  const remove = useCallback(
    (key: string) => {
      setImages((current) => {
        release(current.find((item) => item.key === key));
        return current.filter((item) => item.key !== key);
      });
    },
    [release],
  );

  const clear = useCallback(() => {
    setImages((current) => {
      current.forEach(release);
      return [];
    });
  }, [release]);

  /** Shows these stored images instead (a restored draft's). */
  const reset = useCallback(
    (urls: readonly string[]) => {
      setImages((current) => {
        current.forEach(release);
        return urls.map(fromUrl);
      });
    },
    [release],
  );

  // One array per change of the images, so the composer's draft sees a change only when there is one.
  const urls = useMemo(() => images.filter((image) => image.url !== '').map((image) => image.url), [images]);

  return {
    images,
    uploading: images.some((image) => image.url === ''),
    urls,
    add,
    remove,
    clear,
    reset,
  };
}
