import styles from './StartupError.module.css';

/** Shown instead of the app when its database or mock API cannot start: never a blank page. */
export function StartupError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <div className={styles.page} role="alert">
      <h1>TalentFlow could not start</h1>
      <p>
        TalentFlow keeps its data in this browser&apos;s storage (IndexedDB) and runs its API in a service worker. One
        of them is not available here.
      </p>
      <ul>
        <li>Leave private or incognito mode, or allow site data for this address.</li>
        <li>Free some disk space if the browser reports that storage is full.</li>
        <li>Close other TalentFlow tabs that may hold an older version open, then reload.</li>
        <li>Open the app from http://localhost or an https address: service workers need one.</li>
      </ul>
      <p className={styles.detail}>Details: {detail}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
