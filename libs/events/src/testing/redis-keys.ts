import { Redis } from 'ioredis';

/** Removes what a spec wrote under its own key prefix, so specs can share the machine's Redis. */
export async function removeRedisKeys(redisUrl: string, keyPrefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${keyPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}
