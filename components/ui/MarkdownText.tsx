import Markdown from 'react-markdown';
import styles from './MarkdownText.module.css';

/** A description's headings sit under the page's own: `#` is the third level. */
const HEADINGS = { h1: 'h3', h2: 'h4', h3: 'h5', h4: 'h6', h5: 'h6' } as const;

/**
 * Markdown someone wrote, as React elements: HTML in it shows as text (react-markdown escapes
 * it) and links to `javascript:` and other unsafe addresses lose them.
 */
export function MarkdownText({ text, label }: { text: string; label: string }) {
  return (
    <div className={styles.markdown} aria-label={label} role="region">
      <Markdown components={HEADINGS}>{text}</Markdown>
    </div>
  );
}
