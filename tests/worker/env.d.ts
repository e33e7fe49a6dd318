import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /**
       * R2 buckets for the tests only (vitest.config.ts): the deployed configuration binds none
       * (decision 100). A test binds them as MEDIA and RESUMES to run the files through R2.
       */
      R2_MEDIA: R2Bucket;
      R2_RESUMES: R2Bucket;
    }
  }
}
