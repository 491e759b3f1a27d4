export const BATCHES_PATH = '/app/batches';
export const batchPath = (id: string) => `${BATCHES_PATH}/${encodeURIComponent(id)}`;
