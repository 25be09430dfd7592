export { createJobQueue, currentJob } from './queue.js';
export type { EnqueueOptions, JobDefinition, JobInfo, JobQueue, JobQueueOptions } from './queue.js';
