// The package Express itself writes Content-Disposition with; it ships no types of its own.
declare module 'content-disposition' {
  function contentDisposition(
    filename?: string,
    options?: { type?: 'attachment' | 'inline'; fallback?: string | boolean },
  ): string;
  export = contentDisposition;
}
