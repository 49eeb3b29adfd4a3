import sanitizeHtml from 'sanitize-html';

/**
 * Message content is HTML from an editor: keep formatting, links and images, drop scripts, event
 * handlers, styles and any scheme but http(s)/mailto (so no javascript: links). Images are pasted
 * ones (data:) or the app's own files (a path): an outside address would be fetched by every reader
 * who opens the message, telling its sender who read it and when.
 */
export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'u', 's'],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      '*': [],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['data'] },
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}

/** The content as plain text (previews). */
export const plainText = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
