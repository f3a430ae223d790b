import { type OrphanUploadsSweep, orphanUploadsJob, removeOrphanUploads } from '@galaxia/core/server';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

export const orphanUploadsProcessor = (
  services: Pick<WorkerServices, 'orm' | 'uploadDir' | 'orphanFileGraceHours'>,
): Processor<typeof orphanUploadsJob> => ({
  definition: orphanUploadsJob,
  async run(): Promise<OrphanUploadsSweep> {
    const sweep = await removeOrphanUploads(services.orm.em.fork(), {
      uploadDir: services.uploadDir,
      graceHours: services.orphanFileGraceHours ?? 24,
    });
    console.info(
      `[workers] orphan uploads: freed ${sweep.bytes} bytes (${sweep.files} files, ${sweep.rows} rows no longer referenced)`,
    );
    return sweep;
  },
});
