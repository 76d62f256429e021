/** Text as HTML shows it: every character that could start markup or end an attribute, escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
