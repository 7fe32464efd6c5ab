// `npm run media:copy-to-s3`: copies the media folder (DATA_DIR/media) into the bucket of the S3_*
// settings (docs/scale-out.md). Files already there with the same size are skipped, so it can run
// again after a failure, or once more after switching to MEDIA_STORE=s3 for the last uploads.
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import { copyDiskToBucket } from './disk-to-bucket';

loadDotEnv();
try {
  const config = loadConfig();
  if (!config.s3) throw new ConfigError('S3_BUCKET is not set: there is no bucket to copy the media into');
  const { bucket, prefix } = config.s3;
  console.info(`copying ${config.mediaDir} into the bucket ${bucket}${prefix ? ` under ${prefix}/` : ''}`);
  const counts = await copyDiskToBucket(config.mediaDir, config.s3, (line) => console.info(line));
  console.info(`copied ${counts.copied}, already there ${counts.present}, skipped ${counts.skipped}, failed ${counts.failed}`);
  if (counts.failed > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
