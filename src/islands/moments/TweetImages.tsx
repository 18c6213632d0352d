import { useRef, type ChangeEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { IMAGE_INPUT_ACCEPT } from '@/shared/editor/imageFileCheck.ts';
import { MOMENT_IMAGES_MAX, MOMENT_IMAGE_MAX_MB } from '@/shared/moments/momentLimits.ts';
import { Icon } from '@/islands/ui/Icon.tsx';
import type { TweetImage } from './useTweetImages.ts';

interface TweetImagesProps {
  images: TweetImage[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  error?: string | undefined;
}

/** The tweet's image grid: thumbnails with a remove button, and an add tile while there is room. */
export function TweetImages({ images, onAdd, onRemove, error }: TweetImagesProps) {
  const input = useRef<HTMLInputElement>(null);
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    if (files.length > 0) onAdd(files);
  };
  const hint = m.moments_images_hint({ limit: String(MOMENT_IMAGES_MAX), size: String(MOMENT_IMAGE_MAX_MB) });
  return (
    <fieldset className="composer-images" aria-describedby="composer-images-hint">
      <legend className="visually-hidden">{m.moments_images_label()}</legend>
      <ul className="composer-image-grid">
        {images.map((image, index) => {
          const label = m.moments_image_alt({ index: String(index + 1) });
          return (
            <li key={image.key} className="composer-image" aria-busy={image.url === '' || undefined}>
              <img src={image.preview} alt={label} />
              {image.url === '' && (
                <span className="composer-image-uploading" role="status">
                  <span className="composer-spinner" aria-hidden="true" />
                  <span className="visually-hidden">{m.moments_image_uploading()}</span>
                </span>
              )}
              <button
                type="button"
                className="composer-image-remove"
                aria-label={m.moments_image_remove({ index: String(index + 1) })}
                onClick={() => onRemove(image.key)}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          );
        })}
        {images.length < MOMENT_IMAGES_MAX && (
          <li className="composer-image composer-image-add">
            <button type="button" onClick={() => input.current?.click()}>
              <Icon name="plus" size={24} />
              <span>{m.moments_image_add()}</span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        accept={IMAGE_INPUT_ACCEPT}
        multiple
        tabIndex={-1}
        aria-hidden="true"
        data-testid="tweet-image-input"
        onChange={onPick}
      />
      <p className="form-field-hint" id="composer-images-hint">
        {hint}
      </p>
      {error && (
        <p className="form-field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
