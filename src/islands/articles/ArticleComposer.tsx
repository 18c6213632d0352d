import { useEffect, useState } from 'react';
import { m } from '@/i18n/messages.ts';
import { FormField } from '@/islands/ui/FormField.tsx';
import { preventEnterSubmission } from '@/islands/ui/preventEnterSubmission.ts';
import RichTextEditor from '@/islands/editor/RichTextEditor.tsx';
import { uploadImage } from '@/islands/editor/uploadImage.ts';
import { ARTICLE_TITLE_MAX } from '@/shared/articles/articleLimits.ts';
import { ARTICLES_PATH, articlePath } from '@/shared/articles/articlePaths.ts';
import type { ArticleDraft } from '@/shared/articles/articleTypes.ts';
import { CoverField } from './CoverField.tsx';
import { TagsInput } from './TagsInput.tsx';
import { ComposerAlertBox } from './ComposerAlertBox.tsx';
import { useArticleComposer } from './useArticleComposer.ts';
import { DraftStatus } from '@/islands/drafts/DraftStatus.tsx';
import './articleComposer.css';
import { PollComposerSlot } from '@/islands/polls/PollComposerSlot.tsx';

interface ArticleComposerProps {
  /** The article being edited; absent when writing a new one. */
  initial?: ArticleDraft | undefined;
  /** The signed-in author, whose drafts this browser keeps a copy of. */
  userId: number;
}

/** Writes or edits an article: title, cover, rich-text body and tags. */
export default function ArticleComposer({ initial, userId }: ArticleComposerProps) {
  const composer = useArticleComposer(initial, userId);
  // Marks the form interactive once hydrated and its draft restored (tests and the page wait for it).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const ready = mounted && composer.draft.restored;
  const { fields, set, errors } = composer;
  const cancelHref = initial ? articlePath(initial.id) : ARTICLES_PATH;
  const submitLabel = composer.editing
    ? composer.busy
      ? m.articles_saving()
      : m.articles_save()
    : composer.busy
      ? m.articles_publishing()
      : m.articles_publish();
  return (
    <form
      className="article-composer"
      noValidate
      onSubmit={composer.submit}
      onKeyDown={preventEnterSubmission}
      data-ready={ready ? '' : undefined}
    >
      {composer.alert && <ComposerAlertBox alert={composer.alert} />}
      <FormField
        id="article-title"
        name="title"
        label={m.articles_field_title()}
        placeholder={m.articles_field_title_placeholder()}
        maxLength={ARTICLE_TITLE_MAX}
        value={fields.title}
        error={errors['title']}
        onChange={(event) => {
          set.title(event.currentTarget.value);
          composer.clearError('title');
        }}
      />
      <CoverField
        value={fields.cover}
        onChange={(url) => {
          set.cover(url);
          composer.clearError('cover');
        }}
        onUploadingChange={composer.setCoverUploading}
        error={errors['cover']}
      />
      <div className="composer-field">
        <span className="composer-label" id="article-content-label">
          {m.articles_field_content()}
        </span>
        <div className="article-composer-editor" data-invalid={errors['content'] ? 'true' : undefined}>
          <RichTextEditor
            value={fields.content}
            name="content"
            onChange={(html) => {
              set.content(html);
              composer.clearError('content');
            }}
            label={m.articles_field_content()}
            placeholder={m.articles_content_placeholder()}
            upload={uploadImage}
            onUploadingChange={composer.setEditorUploading}
          />
        </div>
        {errors['content'] && (
          <p className="form-field-error" role="alert">
            {errors['content']}
          </p>
        )}
      </div>
      <TagsInput
        value={fields.tags}
        onChange={(tags) => {
          set.tags(tags);
          composer.clearError('tags');
        }}
        error={errors['tags']}
      />
      {!composer.editing && (
        <PollComposerSlot
          poll={composer.poll}
          onChange={(next) => {
            composer.setPoll(next);
            composer.clearError('poll');
          }}
          error={errors['poll']}
        />
      )}
      <div className="composer-actions">
        <DraftStatus draftKey={composer.draft.key} onDiscard={() => void composer.draft.discard()} />
        <a className="button" href={cancelHref}>
          {m.articles_cancel()}
        </a>
        <button
          type="submit"
          className="button button-primary"
          disabled={composer.busy}
          aria-busy={composer.busy}
          aria-describedby={composer.uploading ? 'article-uploading-note' : undefined}
        >
          {submitLabel}
        </button>
      </div>
      {composer.uploading && (
        <p className="form-field-hint article-composer-uploading" id="article-uploading-note" role="status">
          {m.articles_wait_upload()}
        </p>
      )}
    </form>
  );
}
