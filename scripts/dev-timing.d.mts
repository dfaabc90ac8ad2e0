/** Whether webpack has finished storing a cache under `folder` (no pack still being written). */
export function cacheStored(folder: string): boolean;
