import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeSanitize from 'rehype-sanitize';
import { unified } from 'unified';
import type { Root } from 'mdast';

/**
 * HTML written in a description is text, as the pages show it (react-markdown escapes it): a
 * `<script>` reads as the word, never runs, on a page or in a job board's copy.
 */
export function rawHtmlAsText() {
  return (tree: Root) => {
    const pending: Array<{ type: string; children?: unknown[] }> = [tree];
    while (pending.length > 0) {
      const node = pending.pop()!;
      if (node.type === 'html') node.type = 'text';
      for (const child of (node.children ?? []) as Array<{ type: string; children?: unknown[] }>) pending.push(child);
    }
  };
}

const toHtml = unified().use(remarkParse).use(rawHtmlAsText).use(remarkRehype).use(rehypeSanitize).use(rehypeStringify);

/**
 * A job's Markdown description as HTML for job boards (JSON-LD, feeds), parsed as the pages'
 * react-markdown parses it, then cleaned to GitHub's safe subset (rehype-sanitize): a link to
 * `javascript:` loses its address, as it does on the pages.
 */
export function descriptionHtml(description: string): string {
  return String(toHtml.processSync(description));
}
