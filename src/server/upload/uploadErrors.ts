import { ApiError } from '@/server/http/ApiError.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { EDITOR_MAX_IMAGE_MB } from '@/shared/editor/editorConstants.ts';
import { m } from '@/paraglide/messages.js';
import { UPLOAD_MAX_PIXELS } from './uploadLimits.ts';

// The upload refusals, each a localized 4xx envelope on the field "file".
export const uploadTooLarge = () =>
  new ApiError(413, m.upload_too_large({ size: String(EDITOR_MAX_IMAGE_MB) }), ErrorCode.validation, 'file');
export const uploadMissing = () => new ApiError(400, m.upload_file_missing(), ErrorCode.validation, 'file');
export const uploadNotMultipart = () =>
  new ApiError(415, m.upload_not_multipart(), ErrorCode.validation, 'file');
export const uploadEmpty = () => new ApiError(400, m.upload_empty(), ErrorCode.validation, 'file');
export const uploadUnsupported = () =>
  new ApiError(415, m.upload_unsupported_type(), ErrorCode.validation, 'file');
export const uploadCorrupt = () => new ApiError(400, m.upload_corrupt(), ErrorCode.validation, 'file');
export const uploadTooManyPixels = () =>
  new ApiError(
    400,
    m.upload_too_many_pixels({ megapixels: String(UPLOAD_MAX_PIXELS / 1_000_000) }),
    ErrorCode.validation,
    'file',
  );
