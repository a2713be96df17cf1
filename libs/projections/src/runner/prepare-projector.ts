import { type Projector, checkpointNameOf } from '../projector';
import type { ReadStore } from '../read-store.port';
import type { ProjectionLogger } from './projection-runner.types';

/**
 * Returns the projector's stored checkpoint. A new version has a new checkpoint name, so its
 * checkpoint is null while its collections may still hold the previous version's documents: those
 * are dropped so the new version rebuilds from the log. Collections therefore belong to one
 * projector; to keep serving the old version during a rebuild, give the new version new collections.
 */
export async function prepareProjector(
  readStore: ReadStore,
  projector: Projector,
  logger: ProjectionLogger,
): Promise<bigint | null> {
  await readStore.prepare?.(projector.collections, projector.layouts);
  const name = checkpointNameOf(projector);
  const checkpoint = await readStore.getCheckpoint(name);
  if (checkpoint !== null) return checkpoint;
  for (const collection of projector.collections) {
    if ((await readStore.count(collection)) > 0) {
      logger.warn(`Projection ${name} has no checkpoint but ${collection} holds documents: rebuilding it`);
      await readStore.reset(name, [...projector.collections]);
      break;
    }
  }
  return null;
}
