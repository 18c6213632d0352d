import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { MomentType, type MomentTypeValue } from '@/shared/content/contentStatus.ts';
import { MOMENT_TITLE_MAX } from '@/shared/moments/momentLimits.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { showToast } from '@/stores/toasts.ts';
import { FormField } from '@/islands/ui/FormField.tsx';
import { preventEnterSubmission } from '@/islands/ui/preventEnterSubmission.ts';
import RichTextEditor from '@/islands/editor/RichTextEditor.tsx';
import { uploadImage } from '@/islands/editor/uploadImage.ts';
import type { MomentComposerProps } from './composerTypes.ts';
import { KindSwitch } from './KindSwitch.tsx';
import { NodeSelect } from './NodeSelect.tsx';
import { TagInput } from './TagInput.tsx';
import { TweetText } from './TweetText.tsx';
import { TweetImages } from './TweetImages.tsx';
import { HiddenContentField } from './HiddenContentField.tsx';
import { ComposerActions } from './ComposerActions.tsx';
import { useTweetImages } from './useTweetImages.ts';
import { momentInputErrors, submitMoment } from './submitMoment.ts';
import { requestCaptcha } from '@/stores/captcha.ts';
import type { MomentInput } from '@/shared/moments/momentSchemas.ts';
import { composerHeading } from '@/shared/moments/composerHeading.ts';
import type { MomentDraftPayload } from '@/shared/drafts/draftTypes.ts';
import { DraftStatus } from '@/islands/drafts/DraftStatus.tsx';
import { useMomentDraft } from './useMomentDraft.ts';
import { PollComposerSlot } from '@/islands/polls/PollComposerSlot.tsx';
import { pollInputOf, type PollDraft } from '@/islands/polls/pollDraft.ts';
import '@/styles/composer.css';
import './momentComposer.css';

/** Creates or edits a moment: a post (title + rich text) or a tweet (text + up to 9 images). */
export default function MomentComposer(props: MomentComposerProps) {
  const { initial, momentId } = props;
  const editing = momentId !== undefined;
  const [type, setType] = useState<MomentTypeValue>(initial.type);
  const [title, setTitle] = useState(initial.title);
  const [html, setHtml] = useState(initial.html);
  const [text, setText] = useState(initial.text);
  const [nodeId, setNodeId] = useState(initial.nodeId);
  const [tags, setTags] = useState(initial.tags);
  const [hidden, setHidden] = useState(initial.hiddenContent);
  const [hiddenOpen, setHiddenOpen] = useState(initial.hiddenContent !== '');
  const [poll, setPoll] = useState<PollDraft | null>(null);
  const [editorBusy, setEditorBusy] = useState(false);
  const [hiddenBusy, setHiddenBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [verifyEmail, setVerifyEmail] = useState('');
  const [busy, setBusy] = useState(false);
  // A new editor after a kind switch starts empty instead of holding on to the old document.
  const [editorKey, setEditorKey] = useState(0);
  const images = useTweetImages(initial.images);
  const fields = useMemo<MomentDraftPayload>(
    () => ({ type, title, html, text, images: images.urls, nodeId, tags, hiddenContent: hidden }),
    [type, title, html, text, images.urls, nodeId, tags, hidden],
  );
  const draft = useMomentDraft({
    userId: props.userId,
    momentId,
    initial,
    fields,
    apply: (restored) => {
      setType(restored.type);
      setTitle(restored.title);
      setHtml(restored.html);
      setText(restored.text);
      images.reset(restored.images);
      setNodeId(props.nodes.some((node) => node.id === restored.nodeId) ? restored.nodeId : initial.nodeId);
      setTags(restored.tags);
      setHidden(restored.hiddenContent);
      setHiddenOpen(restored.hiddenContent !== '');
      setErrors({});
    },
  });
  // Marks the form interactive (and its draft restored), for people's scripts and tests alike.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const ready = mounted && draft.restored;
  const isPost = type === MomentType.post;

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });

  async function switchKind(next: MomentTypeValue) {
    if (next === type) return;
    const hasContent = title.trim() !== '' || html !== '' || text.trim() !== '' || images.images.length > 0;
    if (hasContent) {
      const confirmed = await askConfirm({
        title: m.moments_kind_switch_title(),
        message: m.moments_kind_switch_message(),
        confirmLabel: m.moments_kind_switch_confirm(),
        cancelLabel: m.moments_cancel(),
      });
      if (!confirmed) return;
    }
    setType(next);
    setTitle('');
    setHtml('');
    setText('');
    images.clear();
    setEditorKey((key) => key + 1);
    setErrors({});
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (editorBusy || hiddenBusy || images.uploading) {
      showToast('error', m.moments_upload_wait());
      return;
    }
    setVerifyEmail('');
    const input: MomentInput = {
      type,
      title: isPost ? title : '',
      content: isPost ? html : text,
      images: isPost ? [] : images.urls,
      nodeId,
      tags,
      hiddenContent: props.hideContentEnabled && hiddenOpen ? hidden : '',
      // An edit leaves the stored poll as it is unless the author adds one here.
      ...(poll ? { poll: pollInputOf(poll) } : {}),
    };
    if (props.captchaRequired && !editing) {
      const invalid = momentInputErrors(input);
      if (invalid) {
        setErrors(invalid);
        return;
      }
      // The captcha island (beside the composer on the page) opens; the moment waits for its token.
      const token = await requestCaptcha();
      if (token) await send(input, token);
      return;
    }
    await send(input);
  }

  async function send(input: MomentInput, captchaToken?: string) {
    setBusy(true);
    const outcome = await submitMoment(input, momentId, captchaToken);
    if (outcome.ok) {
      draft.published();
      window.location.assign(outcome.saved.url);
      return;
    }
    setBusy(false);
    setErrors(outcome.errors);
    setVerifyEmail(outcome.verifyEmail ?? '');
  }

  const heading = composerHeading(type, editing);
  return (
    <form
      className="composer composer-page"
      noValidate
      onSubmit={onSubmit}
      onKeyDown={preventEnterSubmission}
      aria-labelledby="composer-heading"
      data-ready={ready ? '' : undefined}
    >
      <div className="composer-head">
        <h1 id="composer-heading">{heading}</h1>
        {props.tweetEnabled && <KindSwitch value={type} onChange={(next) => void switchKind(next)} />}
      </div>
      {props.pending && (
        <p className="composer-pending" role="status">
          {m.moments_pending_notice()}
        </p>
      )}
      <div className="card composer-card">
        {isPost ? (
          <>
            <FormField
              id="composer-title"
              name="title"
              label={m.moments_field_title()}
              value={title}
              maxLength={MOMENT_TITLE_MAX}
              autoComplete="off"
              error={errors['title']}
              onChange={(event) => {
                setTitle(event.currentTarget.value);
                clearError('title');
              }}
            />
            <div className="composer-field">
              <span className="composer-label" id="composer-content-label">
                {m.moments_field_content()}
              </span>
              <RichTextEditor
                key={editorKey}
                value={html}
                name="content"
                onChange={(next) => {
                  setHtml(next);
                  clearError('content');
                }}
                label={m.moments_field_content()}
                placeholder={m.editor_placeholder_slash()}
                upload={uploadImage}
                onUploadingChange={setEditorBusy}
              />
              {errors['content'] && (
                <p className="form-field-error" role="alert">
                  {errors['content']}
                </p>
              )}
            </div>
          </>
        ) : (
          <>
            <TweetText
              value={text}
              error={errors['content']}
              onChange={(next) => {
                setText(next);
                clearError('content');
              }}
            />
            <TweetImages
              images={images.images}
              onAdd={(files) => {
                images.add(files);
                clearError('content');
              }}
              onRemove={images.remove}
              error={errors['images']}
            />
          </>
        )}
        <div className="composer-meta">
          <NodeSelect nodes={props.nodes} value={nodeId} onChange={setNodeId} error={errors['nodeId']} />
          <TagInput tags={tags} onChange={setTags} error={errors['tags']} />
        </div>
        {props.hideContentEnabled && (
          <HiddenContentField
            open={hiddenOpen}
            onOpenChange={setHiddenOpen}
            value={hidden}
            onChange={setHidden}
            onUploadingChange={setHiddenBusy}
            error={errors['hiddenContent']}
          />
        )}
        {!editing && (
          <PollComposerSlot
            poll={poll}
            onChange={(next) => {
              setPoll(next);
              clearError('poll');
            }}
            error={errors['poll']}
          />
        )}
        {verifyEmail && (
          <p className="composer-alert" role="alert">
            {verifyEmail} <a href="/user/profile/account">{m.error_verify_email_link()}</a>
          </p>
        )}
        <ComposerActions momentId={momentId} busy={busy}>
          <DraftStatus draftKey={draft.draftKey} onDiscard={() => void draft.discard()} />
        </ComposerActions>
      </div>
    </form>
  );
}
