import { useRef, useState, type ChangeEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiUpload } from '@/shared/api/apiUpload.ts';
import { imageFileProblem, IMAGE_INPUT_ACCEPT } from '@/shared/editor/imageFileCheck.ts';
import { ARTICLE_COVER_MAX_MB } from '@/shared/articles/articleLimits.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { ApiRequestError } from '@/shared/api/apiClient.ts';

interface CoverFieldProps {
  value: string;
  onChange: (url: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string | undefined;
}

/** The optional cover: pick an image, it uploads through /api/upload, preview with replace and remove. */
export function CoverField({ value, onChange, onUploadingChange, error }: CoverFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState('');
  const shownError = problem || error;

  async function upload(file: File) {
    const check = imageFileProblem(file);
    if (check) {
      setProblem(
        check === 'too-large'
          ? m.articles_image_too_large({ size: String(ARTICLE_COVER_MAX_MB) })
          : m.articles_image_unsupported(),
      );
      return;
    }
    setProblem('');
    setUploading(true);
    onUploadingChange(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const uploaded = await apiUpload<{ url: string; name: string }>('/api/upload', form);
      onChange(uploaded.url);
    } catch (uploadError) {
      if (uploadError instanceof ApiRequestError && uploadError.notSignedIn) reportApiError(uploadError);
      else setProblem(uploadError instanceof Error ? uploadError.message : m.error_unknown());
    } finally {
      setUploading(false);
      onUploadingChange(false);
    }
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) void upload(file);
  }

  return (
    <div className="composer-field">
      <span className="composer-label" id="article-cover-label">
        {m.articles_field_cover()}
      </span>
      <div
        className="article-cover-field"
        role="group"
        aria-labelledby="article-cover-label"
        aria-busy={uploading}
      >
        {value ? (
          <figure className="article-cover-preview">
            <img className="cover-image" src={value} alt={m.articles_cover_preview()} />
          </figure>
        ) : (
          // A larger target for the mouse; keyboards and screen readers use the button beside it.
          <div
            className="article-cover-placeholder"
            aria-hidden="true"
            onClick={() => inputRef.current?.click()}
          >
            <svg
              viewBox="0 0 24 24"
              width="32"
              height="32"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            >
              <rect x="3" y="4" width="18" height="16" rx="2" />
              <circle cx="9" cy="10" r="2" />
              <path d="m21 16-5-5-9 9" />
            </svg>
          </div>
        )}
        <div className="article-cover-actions">
          {/* The visible button opens this picker; the input itself stays out of the tab order and tree. */}
          <input
            ref={inputRef}
            id="article-cover-file"
            type="file"
            accept={IMAGE_INPUT_ACCEPT}
            hidden
            disabled={uploading}
            onChange={onFile}
          />
          <button
            type="button"
            id="article-cover-choose"
            className="button button-small"
            aria-describedby="article-cover-hint"
            disabled={uploading}
            onClick={() => inputRef.current?.click()}
          >
            {uploading
              ? m.articles_cover_uploading()
              : value
                ? m.articles_cover_replace()
                : m.articles_cover_choose()}
          </button>
          {value && !uploading && (
            <button
              type="button"
              className="button button-small article-cover-remove"
              onClick={() => onChange('')}
            >
              {m.articles_cover_remove()}
            </button>
          )}
          <p className="form-field-hint" id="article-cover-hint">
            {m.articles_cover_hint({ size: String(ARTICLE_COVER_MAX_MB) })}
          </p>
        </div>
      </div>
      {shownError && (
        <p className="form-field-error" role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}
