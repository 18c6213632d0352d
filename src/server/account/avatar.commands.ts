import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { uploadImage } from '../upload/uploadImage.ts';
import { configuredUploadStorage } from '../upload/storage/configuredUploadStorage.ts';
import { readStoredUpload } from '../upload/storage/readStoredUpload.ts';
import type { UploadStorage } from '../upload/storage/UploadStorage.ts';
import { UPLOAD_MAX_PIXELS } from '../upload/uploadLimits.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { UPLOADS_URL_PREFIX } from '@/shared/editor/editorConstants.ts';
import { isUploadUrl } from '@/shared/upload/uploadUrl.ts';
import { m } from '@/paraglide/messages.js';

const AVATAR_SIZE = 200;
const SMALL_AVATAR_SIZE = 48;

export interface AvatarCrop {
  url: string;
  x: number;
  y: number;
  size: number;
}

export interface AvatarDeps {
  db: Database;
  storage: UploadStorage;
}

function avatarFailed(): ApiError {
  return new ApiError(400, m.account_avatar_failed(), ErrorCode.validation);
}

async function squarePng(source: Buffer, crop: AvatarCrop, side: number): Promise<Buffer> {
  return sharp(source, { limitInputPixels: UPLOAD_MAX_PIXELS, autoOrient: true })
    .extract({ left: crop.x, top: crop.y, width: crop.size, height: crop.size })
    .resize(side, side, { fit: 'fill' })
    .png()
    .toBuffer();
}

/**
 * Cuts a square out of an uploaded image (coordinates in its stored pixels), stores a 200 px
 * avatar and a 48 px small avatar as new uploads and points the user at them. The source upload
 * is left as it is: it may be used elsewhere.
 */
export async function cropAvatar(
  userId: number,
  crop: AvatarCrop,
  deps: Partial<AvatarDeps> = {},
): Promise<{ avatar: string; smallAvatar: string }> {
  const db = deps.db ?? getDb();
  const storage = deps.storage ?? configuredUploadStorage();
  if (!isUploadUrl(crop.url)) throw avatarFailed();
  const source = await readStoredUpload(storage, crop.url.slice(UPLOADS_URL_PREFIX.length));
  if (!source) throw avatarFailed();
  const { width = 0, height = 0 } = await sharp(source, { autoOrient: true }).metadata();
  // Stored uploads are already upright, so these are the pixels the cropper showed.
  if (crop.x + crop.size > width || crop.y + crop.size > height) throw avatarFailed();
  const [large, small] = await Promise.all([
    squarePng(source, crop, AVATAR_SIZE),
    squarePng(source, crop, SMALL_AVATAR_SIZE),
  ]);
  const avatar = await uploadImage({ bytes: large, name: 'avatar.png', userId }, { db, storage });
  const smallAvatar = await uploadImage({ bytes: small, name: 'avatar-small.png', userId }, { db, storage });
  await db
    .update(users)
    .set({ avatar: avatar.url, smallAvatar: smallAvatar.url })
    .where(eq(users.id, userId));
  return { avatar: avatar.url, smallAvatar: smallAvatar.url };
}
