import { useCallback, useEffect, useRef, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { EDITOR_UPLOAD_STAGGER_MS } from '@/shared/editor/editorConstants.ts';
import { imageFileProblem } from '@/shared/editor/imageFileCheck.ts';
import { runOneAtATime } from '@/shared/editor/runOneAtATime.ts';
import type { ImageSource } from './editorHandlers.ts';
import { imageFailureMessage, imageProblemMessage } from './imageAlerts.ts';
import { readFileAsDataUrl } from './readFileAsDataUrl.ts';
import { createInsertionPoint } from './insertImage.ts';
import { showToast } from '@/stores/toasts.ts';

export type ImageUpload = (file: File) => Promise<{ url: string; name: string }>;

interface ImageInsertionOptions {
  upload?: ImageUpload | undefined;
  onUploadingChange?: ((busy: boolean) => void) | undefined;
}

/**
 * Checks, uploads (or reads locally) and inserts image files, one at a time, 10 ms apart,
 * at the cursor or the drop position; `uploading` is true while any is in flight.
 */
export function useImageInsertion(
  editor: Editor | null,
  { upload, onUploadingChange }: ImageInsertionOptions,
) {
  const [pending, setPending] = useState(0);
  const latest = useRef({ upload, onUploadingChange });
  latest.current = { upload, onUploadingChange };
  const uploading = pending > 0;

  useEffect(() => {
    latest.current.onUploadingChange?.(uploading);
  }, [uploading]);

  const insertImages = useCallback(
    (files: File[], source: ImageSource, position?: number) => {
      if (!editor) return;
      const accepted = files.filter((file) => {
        const problem = imageFileProblem(file);
        if (problem) showToast('error', imageProblemMessage(problem, file));
        return !problem;
      });
      if (accepted.length === 0) return;
      const insertionPoint = createInsertionPoint(editor, position);
      setPending((count) => count + accepted.length);
      void runOneAtATime(
        accepted,
        async (file) => {
          try {
            const send = latest.current.upload;
            const image = send ? await send(file) : { url: await readFileAsDataUrl(file), name: file.name };
            if (!editor.isDestroyed) insertionPoint.insert({ src: image.url, alt: image.name });
          } finally {
            setPending((count) => count - 1);
          }
        },
        {
          staggerMs: EDITOR_UPLOAD_STAGGER_MS,
          onError: (error) => showToast('error', imageFailureMessage(error, source)),
        },
      ).finally(() => insertionPoint.dispose());
    },
    [editor],
  );

  return { uploading, insertImages };
}
