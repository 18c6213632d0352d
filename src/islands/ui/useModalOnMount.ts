import { useEffect, useRef } from 'react';

/** A ref for a `<dialog>` that opens as a modal once it is mounted: a question asked as it appears. */
export function useModalOnMount() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return dialogRef;
}
