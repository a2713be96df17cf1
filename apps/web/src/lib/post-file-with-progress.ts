import { ApiError, noticeSessionEnded } from '@/lib/api-client';

/**
 * POSTs one file as multipart `file` and reports the upload's progress in percent. XMLHttpRequest rather than
 * fetch: only it reports upload progress. A refusal is an ApiError like apiClient's; a 401 asks to sign in again.
 */
export function postFileWithProgress<T>(url: string, file: File, onProgress: (percent: number) => void) {
  const body = new FormData();
  body.append('file', file, file.name);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as T);
      else {
        noticeSessionEnded(xhr.status, url);
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new Error('The upload failed: network error'));
    xhr.send(body);
  });
}
