// A worker-thread entry for pool tests: answers with the id of the thread that ran the task.
import { threadId } from 'node:worker_threads';

export default function whichThread() {
  return threadId;
}
