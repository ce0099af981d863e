import { Button } from './button';
import { Spinner } from './spinner';

/** The error of a dialog's form as a whole (not of one field), announced when it appears. */
export function FormError({ message }: { message?: string | null }) {
  return message ? (
    <p role="alert" className="text-sm text-danger">
      {message}
    </p>
  ) : null;
}

/**
 * A dialog form's buttons: Cancel, then the submit button, which says what is happening while `busy`.
 * `holdCancel`: Cancel waits too (the work would go on unseen); `spinner`: for work that takes seconds.
 */
export function FormActions({
  onCancel,
  busy,
  label,
  busyLabel,
  holdCancel = false,
  spinner = false,
}: {
  onCancel(): void;
  busy: boolean;
  label: string;
  busyLabel: string;
  holdCancel?: boolean;
  spinner?: boolean;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button onClick={onCancel} disabled={holdCancel && busy}>
        Cancel
      </Button>
      <Button type="submit" variant="primary" disabled={busy}>
        {spinner && busy ? <Spinner /> : null}
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
