import { insertMention } from '@/lib/candidates/mentions';

/**
 * Completes a mention in the text box itself, caret after it, before React draws the new text:
 * keys typed straight after the pick land after the mention. (Moving the caret on the next frame
 * instead put it back over the first letters typed meanwhile, and they were lost.)
 */
export function insertMentionInto(textarea: HTMLTextAreaElement | null, text: string, cursor: number, handle: string) {
  const next = insertMention(text, cursor, handle);
  if (textarea) {
    textarea.value = next.text;
    textarea.focus();
    textarea.setSelectionRange(next.cursor, next.cursor);
  }
  return next;
}
