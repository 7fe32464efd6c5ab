// What the media tests do besides cluster-client.ts: upload a picture as the site's clients do,
// fetch a media address, and read an object straight from the bucket the processes share.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pngFile } from '@newsroom/api/testing';
import { api, cluster, freshAddress, stories, type AppRef, type Envelope, type Reader } from './cluster-client';

export interface Fetched {
  status: number;
  type: string | null;
  bytes: Buffer;
}

export async function fetchBytes(url: string): Promise<Fetched> {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/**
 * Gives the reader a new profile picture through one process, as the mobile app does it
 * (update_profile, multipart, a real PNG the API re-encodes as WebP). Answers the picture's path,
 * `/media/profiles/….webp`, to be asked of any process.
 */
export async function uploadProfilePicture(app: AppRef, reader: Reader, width: number, height: number): Promise<string> {
  const form = new FormData();
  form.set('access_key', cluster.accessKey);
  form.set('name', 'Pictured reader');
  form.set('profile', await pngFile(width, height));
  const response = await fetch(`${app.url}/api/update_profile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${reader.token}`, 'x-forwarded-for': freshAddress() },
    body: form,
  });
  const body = (await response.json()) as Envelope<{ profile: string }>;
  if (response.status !== 200) throw new Error(`update_profile: ${response.status} ${body.message}`);
  return new URL(body.data.profile).pathname;
}

/** `/media/profiles/ab.webp` → `profiles/ab.webp`: the store's path, and the object's key (no S3_PREFIX). */
export const storedPath = (mediaPath: string) => decodeURIComponent(mediaPath.replace(/^\/media\//, ''));

/**
 * The object as the bucket itself holds it, or null when it is not there: what proves a file lives
 * in the shared store and not on the disk of the process that made it. s3rver answers unsigned
 * reads, so no request signing is needed here.
 */
export async function objectInBucket(mediaPath: string): Promise<Fetched | null> {
  const { endpoint, bucket } = cluster.objectStore;
  const answer = await fetchBytes(`${endpoint}/${bucket}/${storedPath(mediaPath)}`);
  if (answer.status === 404) return null;
  if (answer.status !== 200) throw new Error(`the bucket answered ${answer.status} for ${mediaPath}`);
  return answer;
}

/** The processes that hold a copy of the file in their own DATA_DIR/media. */
export const processesWithLocalCopy = (mediaPath: string) => cluster.apps.filter((app) => existsSync(path.join(app.dataDir, 'media', storedPath(mediaPath)))).map((app) => app.name);

/** The paths of the demo stories' pictures, newest stories first, at most `count`. */
export async function seededPictures(count: number): Promise<string[]> {
  const [newest] = await stories(1);
  const list = await api<{ image: string }[]>(cluster.balancerUrl, 'get_news', { language_id: newest!.languageId, limit: count });
  return [...new Set(list.body.data.filter((story) => story.image).map((story) => new URL(story.image).pathname))];
}
