import styles from './Form.module.css';

/** A field's problem, read out when it appears; the field names it in aria-describedby by `id`. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <span id={id} role="alert" className={styles.fieldError}>
      {message}
    </span>
  );
}
