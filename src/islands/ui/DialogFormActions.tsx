interface DialogFormActionsProps {
  className: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button warns: what it does cannot be taken back. */
  danger?: boolean;
}

/**
 * The buttons of a `<form method="dialog">` question: the dialog closes with the returnValue
 * "cancel" (the form's checks skipped) or "confirm".
 */
export function DialogFormActions({
  className,
  cancelLabel,
  confirmLabel,
  danger = false,
}: DialogFormActionsProps) {
  return (
    <div className={className}>
      <button type="submit" className="button" value="cancel" formNoValidate>
        {cancelLabel}
      </button>
      <button
        type="submit"
        className={danger ? 'button button-danger' : 'button button-primary'}
        value="confirm"
      >
        {confirmLabel}
      </button>
    </div>
  );
}
