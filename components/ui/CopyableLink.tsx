import { CopyButton } from './CopyButton';

/** A link to hand on: shown whole in a box that selects it on focus, with a button that copies it. */
export function CopyableLink({ label, link }: { label: string; link: string }) {
  return (
    <>
      <label>
        {label}
        <input readOnly value={link} onFocus={(event) => event.target.select()} />
      </label>
      <div>
        <CopyButton text={link} label="Copy link" />
      </div>
    </>
  );
}
