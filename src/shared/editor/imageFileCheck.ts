import { EDITOR_ACCEPTED_IMAGE_TYPES, EDITOR_MAX_IMAGE_BYTES } from './editorConstants.ts';

export type ImageFileProblem = 'unsupported-type' | 'too-large';

/** Pasted and dropped files count only when their type starts with image/. */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/** Why an image file cannot be inserted, or null when it can (accepted type, at most 5 MB). */
export function imageFileProblem(file: { type: string; size: number }): ImageFileProblem | null {
  if (!(EDITOR_ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return 'unsupported-type';
  }
  if (file.size > EDITOR_MAX_IMAGE_BYTES) return 'too-large';
  return null;
}

/** The `accept` attribute of the image file input. */
export const IMAGE_INPUT_ACCEPT = EDITOR_ACCEPTED_IMAGE_TYPES.join(',');
