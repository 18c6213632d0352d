import { m } from '@/i18n/messages.ts';
import RichTextEditor from '@/islands/editor/RichTextEditor.tsx';
import { uploadImage } from '@/islands/editor/uploadImage.ts';

interface HiddenContentFieldProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: string;
  onChange: (html: string) => void;
  onUploadingChange: (busy: boolean) => void;
  error?: string | undefined;
}

/** Optional content shown only to the author and to readers who reply (site setting enableHideContent). */
export function HiddenContentField(props: HiddenContentFieldProps) {
  return (
    <div className="composer-field composer-hidden">
      <label className="composer-check">
        <input
          type="checkbox"
          checked={props.open}
          onChange={(event) => props.onOpenChange(event.currentTarget.checked)}
        />
        <span>{m.moments_hidden_toggle()}</span>
      </label>
      <p className="form-field-hint">{m.moments_hidden_hint()}</p>
      {props.open && (
        <RichTextEditor
          value={props.value}
          name="hiddenContent"
          onChange={props.onChange}
          label={m.moments_hidden_label()}
          placeholder={m.editor_placeholder_slash()}
          height={160}
          upload={uploadImage}
          onUploadingChange={props.onUploadingChange}
        />
      )}
      {props.error && (
        <p className="form-field-error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}
