import type { ReactNode } from 'react';
import { m } from '@/i18n/messages.ts';
import { IMAGE_INPUT_ACCEPT } from '@/shared/editor/imageFileCheck.ts';
import { Icon } from '@/islands/ui/Icon.tsx';
import type { useCommentImages } from './useCommentImages.ts';

/** Test hooks (`data-…` attributes) that differ between the comment, reply, edit and message boxes. */
type DataAttributes = Record<`data-${string}`, string>;

interface CommentImageListProps {
  images: ReturnType<typeof useCommentImages>;
  onRemoved?: () => void;
  listData?: DataAttributes;
}

/** The box's attached images: a preview each, "uploading" until stored, a remove button. */
export function CommentImageList({ images, onRemoved, listData }: CommentImageListProps) {
  return (
    <ul className="comment-form-images" {...listData}>
      {images.images.map((image) => (
        <li
          key={image.key}
          className="comment-form-image"
          data-image-url={image.url || undefined}
          data-uploading={image.url ? undefined : ''}
        >
          <img src={image.preview} alt="" />
          {!image.url && <span className="comment-form-image-status">{m.comments_uploading()}</span>}
          <button
            type="button"
            className="comment-form-image-remove"
            aria-label={m.comments_remove_image()}
            data-remove-image=""
            onClick={() => {
              images.remove(image.key);
              onRemoved?.();
            }}
          >
            <Icon name="close" size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}

interface CommentImageAttachProps {
  images: ReturnType<typeof useCommentImages>;
  maxImages: number;
  maxMegabytes: number;
  inputData: DataAttributes;
}

/** The "attach image" file picker and its limits hint. */
export function CommentImageAttach({ images, maxImages, maxMegabytes, inputData }: CommentImageAttachProps) {
  const hint = m.comments_attach_hint({ limit: String(maxImages), size: String(maxMegabytes) });
  return (
    <>
      <label className="comment-form-attach" title={hint}>
        <input
          type="file"
          accept={IMAGE_INPUT_ACCEPT}
          multiple
          className="visually-hidden"
          {...inputData}
          onChange={(event) => {
            images.add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <Icon name="image" size={18} />
        <span>{m.comments_attach_image()}</span>
      </label>
      <span className="comment-form-hint">{hint}</span>
    </>
  );
}

interface CommentFormButtonsProps {
  sending: boolean;
  submitLabel: ReactNode;
  submitData: DataAttributes;
  /** Shows a cancel button (reply and edit boxes). */
  onCancel?: (() => void) | undefined;
  cancelData?: DataAttributes;
}

/** The box's cancel and submit buttons. */
export function CommentFormButtons({
  sending,
  submitLabel,
  submitData,
  onCancel,
  cancelData,
}: CommentFormButtonsProps) {
  return (
    <span className="comment-form-buttons">
      {onCancel && (
        <button type="button" className="button button-small" {...cancelData} onClick={onCancel}>
          {m.comments_cancel()}
        </button>
      )}
      <button
        type="submit"
        className="button button-primary button-small"
        aria-busy={sending || undefined}
        {...submitData}
      >
        {submitLabel}
      </button>
    </span>
  );
}
