import { apiUpload } from '@/shared/api/apiUpload.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { commentIcon } from '@/shared/comments/commentIcons.ts';
import { COMMENT_IMAGE_MAX_MB, COMMENT_MAX_IMAGES } from '@/shared/comments/commentLimits.ts';
import { markup } from '@/shared/comments/safeHtml.ts';
import { imageFileProblem } from '@/shared/editor/imageFileCheck.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/paraglide/messages.js';

/** Fired on the form when its attached images change (one uploaded, failed or removed). */
export const IMAGES_CHANGED_EVENT = 'plaza:comment-images';

// The attached images live in the form's list: [data-image-url] once stored, [data-uploading] before.
const list = (form: HTMLFormElement) => form.querySelector<HTMLUListElement>('[data-form-images]');

export function formImageUrls(form: HTMLFormElement): string[] {
  return Array.from(
    form.querySelectorAll<HTMLElement>('[data-image-url]'),
    (item) => item.dataset.imageUrl ?? '',
  );
}

export function isUploading(form: HTMLFormElement): boolean {
  return form.querySelector('[data-uploading]') !== null;
}

export function clearFormImages(form: HTMLFormElement): void {
  list(form)?.replaceChildren();
}

const removeButton = () =>
  markup`<button type="button" class="comment-form-image-remove" data-remove-image="" aria-label="${m.comments_remove_image()}">${commentIcon('close', 14)}</button>`;

function thumbnail(preview: string): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'comment-form-image';
  item.setAttribute('data-uploading', '');
  item.innerHTML =
    markup`<img src="${preview}" alt=""><span class="comment-form-image-status">${m.comments_uploading()}</span>${removeButton()}`.value;
  return item;
}

/** Shows these stored images as the form's attachments (a restored draft's). */
export function showFormImages(form: HTMLFormElement, urls: readonly string[]): void {
  const items = urls.map((url) => {
    const item = document.createElement('li');
    item.className = 'comment-form-image';
    item.dataset.imageUrl = url;
    item.innerHTML = markup`<img src="${url}" alt="">${removeButton()}`.value;
    return item;
  });
  list(form)?.replaceChildren(...items);
}

async function upload(
  form: HTMLFormElement,
  item: HTMLLIElement,
  file: File,
  preview: string,
): Promise<void> {
  const data = new FormData();
  data.append('file', file);
  try {
    const result = await apiUpload<{ url: string; name: string }>('/api/upload', data);
    item.dataset.imageUrl = result.url;
    item.querySelector('img')?.setAttribute('src', result.url);
    item.querySelector('.comment-form-image-status')?.remove();
  } catch (error) {
    item.remove();
    reportApiError(error);
  } finally {
    item.removeAttribute('data-uploading');
    URL.revokeObjectURL(preview);
    form.dispatchEvent(new Event(IMAGES_CHANGED_EVENT));
  }
}

/** Checks each chosen file (type, 5 MB, at most three in all) and uploads the ones that pass. */
export function addFormImages(form: HTMLFormElement, files: readonly File[]): void {
  const target = list(form);
  if (!target) return;
  for (const file of files) {
    if (target.children.length >= COMMENT_MAX_IMAGES) {
      showToast('error', m.comments_too_many_images({ limit: String(COMMENT_MAX_IMAGES) }));
      return;
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
    const preview = URL.createObjectURL(file);
    const item = thumbnail(preview);
    target.append(item);
    void upload(form, item, file, preview);
  }
}
