// s3rver ships no types: what the tests use of it.
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    /** 0 for any free port. */
    port?: number;
    /** Where the buckets are kept, as files. */
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
