import { AppError } from '../../lib/app-error.js';
import { type ParsedCsv, parseBatchCsv } from './parse-batch-csv.js';

/** What the CSV thread answers: the table, or the input error to give the user (errors do not cross threads whole). */
export type CsvThreadAnswer = { csv: ParsedCsv } | { error: { status: number; code: string; message: string } };

/** Entry point of the batch CSV thread (see read-batch-csv.ts): parsing thousands of cells must not stall the API. */
export default function parseOnThread(task: { text: string; field: string }): CsvThreadAnswer {
  try {
    return { csv: parseBatchCsv(task.text, task.field) };
  } catch (error) {
    if (error instanceof AppError)
      return { error: { status: error.statusCode, code: error.code, message: error.message } };
    throw error;
  }
}
