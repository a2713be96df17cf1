// A lazy screen's chunk that will not load is either gone from the server (a release replaced it while the
// tab was open) or unreachable (offline). Chromium, Firefox and Safari word the failed import differently;
// Vite's preload helper adds its own message for a missing stylesheet.
const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(`${error.name} ${error.message}`);
}

const LAST_RELOAD_KEY = 'ledgerline.staleChunkReloadAt';
/** A second failure this soon after an automatic reload means the reload did not help: stop reloading. */
const RELOAD_GUARD_MS = 60_000;

/** False when the page already reloaded itself within the last minute, or cannot remember whether it did. */
export function mayReloadForStaleChunk(): boolean {
  try {
    return Date.now() - Number(window.sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0) >= RELOAD_GUARD_MS;
  } catch {
    return false;
  }
}

/** Reloads the page to pick up the current release's chunks, noting when so that it happens only once. */
export function reloadForStaleChunk(): void {
  try {
    window.sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
  } catch {
    return;
  }
  window.location.reload();
}
