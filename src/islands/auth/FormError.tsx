/** A form-level failure (wrong password, too many attempts), announced when it appears. */
export function FormError({ message }: { message: string }) {
  return (
    <p className="auth-form-error" role="alert">
      {message}
    </p>
  );
}
