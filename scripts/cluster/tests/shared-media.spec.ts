import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cluster, control, signUpReader, type AppRef, type Reader } from './cluster-client';
import { fetchBytes, objectInBucket, processesWithLocalCopy, seededPictures, uploadProfilePicture } from './media-client';

// Media on object storage (MEDIA_STORE=s3, docs/scale-out.md): every process keeps its media in
// one bucket (scripts/cluster/object-store.ts) and has no media folder shared with the others.
// Each test finds the file in the bucket itself, so that none can pass off a local disk.

/** One of IMAGE_WIDTHS (packages/contract/src/media.ts), narrower than a profile picture (512). */
const SMALLER_WIDTH = 320;
/** A restart waits for /ready and for haproxy to see it UP: minutes on a loaded machine at worst. */
const RESTART_TEST_MS = 180_000;

const [uploader, resizer, latecomer] = cluster.apps as [AppRef, AppRef, AppRef];
const everywhere = [...cluster.apps.map((app) => ({ name: app.name, url: app.url })), { name: 'balancer', url: cluster.balancerUrl }];
let reader: Reader;
let latecomerKilled = false;

beforeAll(async () => {
  reader = await signUpReader(uploader);
});

afterAll(async () => {
  // Back in the pool for the files after this one, should the restart test have failed half way.
  if (latecomerKilled) await control('POST', `/apps/${latecomer.name}/start`);
});

/** Every process, and the balancer, answers the file with the bucket's bytes and the given type. */
async function expectServedEverywhere(mediaPath: string, type: string, bytes: Buffer): Promise<void> {
  for (const target of everywhere) {
    const served = await fetchBytes(`${target.url}${mediaPath}`);
    expect({ from: target.name, status: served.status, type: served.type }).toEqual({ from: target.name, status: 200, type });
    expect(served.bytes.equals(bytes), `${target.name} served other bytes for ${mediaPath}`).toBe(true);
  }
}

describe('media in the bucket the processes share', () => {
  it('a picture uploaded through one process is in the bucket, on no process’s disk, and served by every process and the balancer', async () => {
    const picture = await uploadProfilePicture(uploader, reader, 800, 600);
    expect(picture).toMatch(/^\/media\/profiles\/[\w-]+\.webp$/);
    const stored = await objectInBucket(picture);
    expect(stored, `${picture} is not in the bucket`).not.toBeNull();
    expect(processesWithLocalCopy(picture)).toEqual([]);
    await expectServedEverywhere(picture, 'image/webp', stored!.bytes);
  });

  it('a smaller size made by one process is kept in the bucket and served by the others', async () => {
    const picture = await uploadProfilePicture(uploader, reader, 700, 700);
    const smaller = `${picture}?w=${SMALLER_WIDTH}`;
    const made = await fetchBytes(`${resizer.url}${smaller}`);
    expect({ status: made.status, type: made.type }).toEqual({ status: 200, type: 'image/webp' });
    expect(made.bytes.equals((await objectInBucket(picture))!.bytes), 'the smaller size is the original').toBe(false);
    // Kept beside the original under the name the store gives sizes (media/variant-paths.ts).
    const kept = await objectInBucket(picture.replace(/\.webp$/, `.w${SMALLER_WIDTH}.webp`));
    expect(kept?.bytes.equals(made.bytes), 'the size the resizer made is not in the bucket').toBe(true);
    await expectServedEverywhere(smaller, 'image/webp', made.bytes);
  });

  it('the demo pictures the first process seeded are in the bucket and served by every process', async () => {
    const pictures = await seededPictures(5);
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      const stored = await objectInBucket(picture);
      expect(stored, `${picture} is not in the bucket`).not.toBeNull();
      // The seed draws them in the first process's folder before copying them; the others never had them.
      expect(processesWithLocalCopy(picture).filter((name) => name !== uploader.name)).toEqual([]);
      expect(stored!.type).toMatch(/^image\//);
      await expectServedEverywhere(picture, stored!.type!, stored!.bytes);
    }
  });

  it(
    'a process started after the upload serves it too (nothing of it lives on one machine)',
    async () => {
      await control('POST', `/apps/${latecomer.name}/kill`);
      latecomerKilled = true;
      const picture = await uploadProfilePicture(uploader, reader, 640, 480);
      await control('POST', `/apps/${latecomer.name}/start`);
      latecomerKilled = false;
      const stored = await objectInBucket(picture);
      expect(stored, `${picture} is not in the bucket`).not.toBeNull();
      const served = await fetchBytes(`${latecomer.url}${picture}`);
      expect({ status: served.status, type: served.type }).toEqual({ status: 200, type: 'image/webp' });
      expect(served.bytes.equals(stored!.bytes)).toBe(true);
    },
    RESTART_TEST_MS,
  );
});
