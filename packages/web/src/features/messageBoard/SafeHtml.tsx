import DOMPurify from 'dompurify';

/**
 * Message HTML, sanitized again in the browser (the services already sanitize on write): no
 * scripts, no event handlers, no javascript: URLs, whatever reached the database.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
  // Sanitized just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** The text of an HTML fragment, for previews. */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(DOMPurify.sanitize(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
