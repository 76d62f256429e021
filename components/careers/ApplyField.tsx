import styles from './Careers.module.css';

interface ApplyFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  type?: string;
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
}

/** One field of the application, with its problem beside it. */
export function ApplyField({
  label,
  name,
  value,
  onChange,
  problem,
  type = 'text',
  multiline,
  required,
  autoComplete,
}: ApplyFieldProps) {
  const common = {
    name,
    value,
    required,
    autoComplete,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${name}-problem` : undefined,
  };
  return (
    <label className={styles.field}>
      {label}
      {multiline ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {problem && (
        <span id={`${name}-problem`} className={styles.problem}>
          {problem}
        </span>
      )}
    </label>
  );
}
