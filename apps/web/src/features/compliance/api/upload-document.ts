import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ALLOWED_DOCUMENT_TYPES,
  DOCUMENT_TYPES,
  type DocumentView,
  MAX_DOCUMENT_BYTES,
} from '@ledgerline/contracts';
import { toast } from '@/hooks/use-toast';
import { accountToday } from '@/lib/account-settings/account-time-zone';
import { ApiError, errorMessage, noticeSessionEnded } from '@/lib/api-client';
import { complianceKeys } from '@/lib/compliance-keys';

const allowedNames = [...new Set(Object.values(ALLOWED_DOCUMENT_TYPES))].join(', ');

/** The client-side checks the server repeats (400 for a disallowed type, 413 over 10 MiB). */
export function fileProblem(file: File | undefined): string | null {
  if (!file) return 'Choose a file to upload';
  if (!(file.type in ALLOWED_DOCUMENT_TYPES))
    return `This file type is not allowed. Upload a ${allowedNames} file.`;
  if (file.size > MAX_DOCUMENT_BYTES) return 'The file is larger than the 10 MB limit.';
  return null;
}

export const uploadDocumentSchema = z
  .object({
    file: z.custom<File | undefined>().superRefine((file, ctx) => {
      const problem = fileProblem(file);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    documentType: z.enum(DOCUMENT_TYPES, { message: 'Document type is required' }),
    description: z
      .string()
      .trim()
      .refine((v) => v === '' || v.length >= 3, 'Description must be at least 3 characters'),
    isCertified: z.boolean(),
    certificationDate: z
      .string()
      .refine((v) => v === '' || v <= accountToday(), 'Certification date cannot be in the future'),
    expirationDate: z.string(),
  })
  .refine((v) => !v.isCertified || v.certificationDate !== '', {
    message: 'Certification date is required for a certified document',
    path: ['certificationDate'],
  });
export type UploadDocumentValues = z.input<typeof uploadDocumentSchema>;

interface UploadInput extends UploadDocumentValues {
  entityId: number;
}

/** XMLHttpRequest rather than fetch: only it reports upload progress. */
export function uploadDocument(input: UploadInput, onProgress: (percent: number) => void) {
  const body = new FormData();
  body.append('file', input.file as File);
  body.append('documentType', input.documentType);
  if (input.description.trim()) body.append('description', input.description.trim());
  body.append('isCertified', String(input.isCertified));
  if (input.isCertified && input.certificationDate) body.append('certificationDate', input.certificationDate);
  if (input.expirationDate) body.append('expirationDate', input.expirationDate);
  return new Promise<DocumentView>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = `/api/entities/${input.entityId}/files`;
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as DocumentView);
      else {
        noticeSessionEnded(xhr.status, url);
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new Error('The upload failed: network error'));
    xhr.send(body);
  });
}

export function useUploadDocument({ onSuccess }: { onSuccess?: (document: DocumentView) => void } = {}) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (input: UploadInput) => {
      setProgress(0);
      return uploadDocument(input, setProgress);
    },
    onSuccess: async (document) => {
      toast({ title: 'Document uploaded', description: `${document.originalName} was uploaded.` });
      onSuccess?.(document);
      await queryClient.invalidateQueries({ queryKey: complianceKeys.all });
    },
    onError: (error) => {
      const tooLarge = error instanceof ApiError && error.status === 413;
      toast({
        title: 'Upload failed',
        description: tooLarge ? 'The file is larger than the 10 MB limit.' : errorMessage(error),
        variant: 'destructive',
      });
    },
  });
  return { ...mutation, progress };
}
