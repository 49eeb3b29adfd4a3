export { FileDrop } from './FileDrop';
export { useUpload, type UploadStatus } from './useUpload';
export { uploadFile, UploadError } from './uploadFile';

/** The image types the photo and the login image take (spec/01 §5). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;
export { downloadStored } from './downloadStored';
export { FileDownloadButton } from './FileDownloadButton';
