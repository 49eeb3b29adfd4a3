/**
 * After field errors land on a form (a server VALIDATION_FAILED), brings the first field in error
 * into view and focuses it, once React has marked the fields.
 */
export function focusFirstError(form: HTMLFormElement | null) {
  setTimeout(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.scrollIntoView({ block: 'center' });
    first.focus();
  }, 0);
}
