import { open } from 'node:fs/promises';
import type { Database } from '../db/client.ts';
import type { UploadStorage } from '../upload/storage/UploadStorage.ts';
import { readStoredUpload } from '../upload/storage/readStoredUpload.ts';
import { ZipWriter } from './zipWriter.ts';
import {
  exportAccount,
  exportArticles,
  exportBadges,
  exportComments,
  exportDrafts,
  exportFavorites,
  exportFollows,
  exportLikes,
  exportMoments,
  exportPollVotes,
  exportScores,
  uploadsOf,
} from './exportContent.queries.ts';
import { exportConversations } from './exportConversations.queries.ts';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportFileData,
  type ExportFileName,
} from '@/shared/mydata/exportArchiveSchemas.ts';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/**
 * Writes the member's archive to `path` (a new file): one JSON file per kind, read one kind at a time,
 * then each uploaded file under uploads/. Answers its size in bytes.
 */
export async function writeExportArchive(
  db: Database,
  userId: number,
  storage: UploadStorage,
  path: string,
  now: Date = new Date(),
): Promise<number> {
  const handle = await open(path, 'wx', 0o600);
  try {
    const zip = new ZipWriter(async (chunk) => {
      await handle.write(chunk);
    });
    const files: string[] = [];
    const add = async <N extends ExportFileName>(name: N, data: ExportFileData<N>) => {
      await zip.add(name, json(data), now);
      files.push(name);
    };
    await add('account.json', await exportAccount(db, userId));
    await add('moments.json', await exportMoments(db, userId));
    await add('articles.json', await exportArticles(db, userId));
    await add('comments.json', await exportComments(db, userId));
    await add('conversations.json', await exportConversations(db, userId));
    await add('favorites.json', await exportFavorites(db, userId));
    await add('likes.json', await exportLikes(db, userId));
    await add('poll-votes.json', await exportPollVotes(db, userId));
    await add('follows.json', await exportFollows(db, userId));
    await add('scores.json', await exportScores(db, userId));
    await add('badges.json', await exportBadges(db, userId));
    await add('drafts.json', await exportDrafts(db, userId));
    const listed: ExportFileData<'uploads.json'> = [];
    for (const upload of await uploadsOf(db, userId)) {
      const bytes = await readStoredUpload(storage, upload.path);
      const file = bytes ? `uploads/${upload.path}` : null;
      if (bytes && file) await zip.add(file, bytes, upload.createdAt);
      listed.push({
        path: upload.path,
        mime: upload.mime,
        bytes: upload.bytes,
        width: upload.width,
        height: upload.height,
        originalName: upload.originalName,
        createdAt: upload.createdAt.toISOString(),
        file,
      });
    }
    await add('uploads.json', listed);
    await add('manifest.json', {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      userId,
      createdAt: now.toISOString(),
      files: [...files, 'manifest.json'],
    });
    return await zip.finish();
  } finally {
    await handle.close();
  }
}
