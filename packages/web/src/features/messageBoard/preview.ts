import { MESSAGE_PREVIEW_LENGTH } from '@balcao/schema';

/** spec/01 §9: previews are cut at 45 characters. */
export const cutPreview = (text: string) =>
  text.length > MESSAGE_PREVIEW_LENGTH
    ? `${text.slice(0, MESSAGE_PREVIEW_LENGTH).replace(/[\s.,;:]+$/, '')}...`
    : text;
