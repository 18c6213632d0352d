const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

interface ImageFileButtonProps {
  label: string;
  disabled: boolean;
  onFile: (file: File | undefined) => void;
  /** Data attributes for the hidden file input (tests pick it by them). */
  inputData?: Record<`data-${string}`, string>;
}

/** A small button that opens the file picker for one image; the same file can be picked again. */
export function ImageFileButton({ label, disabled, onFile, inputData }: ImageFileButtonProps) {
  return (
    <label className="button button-small file-button">
      <input
        type="file"
        accept={IMAGE_ACCEPT}
        className="visually-hidden"
        {...inputData}
        disabled={disabled}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {label}
    </label>
  );
}
