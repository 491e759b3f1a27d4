import { createFairScheduler } from '../../lib/fair-scheduler.js';
import { oneNiceThread } from '../../lib/one-nice-thread.js';
import type { CsvThreadAnswer } from './batch-csv-thread.js';
import { batchInputError } from './batch-input-error.js';
import { checkCsvShape } from './csv-shape.js';
import type { ParsedCsv } from './parse-batch-csv.js';

/** One thread parses uploads for the whole process; it stops after 30 s idle and starts again on demand. */
const thread = oneNiceThread(new URL('./batch-csv-thread.js', import.meta.url));
/** Accounts take turns on it: one account's flood of uploads delays another's by at most one parse. */
const turns = createFairScheduler({ slots: 1 });

/**
 * Reads an uploaded CSV for account `key`: its size is checked on this thread in one cheap pass (rows, columns,
 * empty lines; see csv-shape.ts), then it is parsed on a worker thread, so neither a large nor a hostile file
 * holds up other requests. Throws the batch input error naming the problem.
 */
export async function readBatchCsv(text: string, key: string, field = 'csv'): Promise<ParsedCsv> {
  checkCsvShape(text, field);
  const answer = (await turns.run(key, () => thread.run({ text, field }))) as CsvThreadAnswer;
  if ('error' in answer) throw batchInputError(answer.error.code, answer.error.message, field, answer.error.status);
  return answer.csv;
}
