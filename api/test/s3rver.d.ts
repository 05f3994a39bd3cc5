// The part of s3rver (an S3-compatible server for tests; it ships no types) the photo tests use.
declare module 's3rver' {
  interface S3rverOptions {
    port: number;
    address: string;
    silent: boolean;
    directory: string;
    configureBuckets: Array<{ name: string; configs: string[] }>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
