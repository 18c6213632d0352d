import { EDITOR_MAX_IMAGE_MB } from '@/shared/editor/editorConstants.ts';
import type { ImageFileProblem } from '@/shared/editor/imageFileCheck.ts';
import { m } from '@/i18n/messages.ts';
import type { ImageSource } from './editorHandlers.ts';
import { ImageReadError } from './readFileAsDataUrl.ts';

/** What the page says of a file refused before upload. */
export function imageProblemMessage(problem: ImageFileProblem, file: File): string {
  if (problem === 'too-large') return m.editor_image_too_large({ max: String(EDITOR_MAX_IMAGE_MB) });
  return m.editor_image_type_unsupported({ type: file.type || file.name });
}

/** What the page says of a failed read or upload. */
export function imageFailureMessage(error: unknown, source: ImageSource): string {
  if (error instanceof ImageReadError) {
    return error.reason
      ? m.editor_image_read_failed({ reason: error.reason })
      : m.editor_image_read_failed_generic();
  }
  const message = error instanceof Error && error.message ? error.message : m.editor_unknown_error();
  if (source === 'paste') return m.editor_image_paste_failed({ message });
  if (source === 'drop') return m.editor_image_drop_failed({ message });
  return m.editor_image_upload_failed({ message });
}
