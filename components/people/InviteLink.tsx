import { CopyButton } from '@/components/ui/CopyButton';
import { INVITE_DAYS } from '@/lib/people/accounts';
import styles from './Members.module.css';

/** An invite's link, to copy and send: whoever opens it sets the member's password. */
export function InviteLink({ name, url }: { name: string; url: string }) {
  return (
    <div className={styles.inviteLink} role="group" aria-label={`Invite link for ${name}`}>
      <p>
        Send {name} this link (valid {INVITE_DAYS} days, once). Whoever opens it joins as them, so send it only to them.
      </p>
      <input readOnly value={url} aria-label={`Invite link for ${name}`} onFocus={(event) => event.target.select()} />
      <CopyButton text={url} label="Copy link" name={`Copy the invite link for ${name}`} />
    </div>
  );
}
