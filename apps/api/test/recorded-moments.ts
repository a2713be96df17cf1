const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

/**
 * This moment as an ISO instant, with a few milliseconds of room on both sides, so the recorded times of what
 * was appended before and after it fall clearly before and after it (`knownAt` specs).
 */
export async function moment(): Promise<string> {
  await pause();
  const now = new Date().toISOString();
  await pause();
  return now;
}
