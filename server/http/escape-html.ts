const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values. */
export const escapeHtml = (value: unknown) =>
  String(value).replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
