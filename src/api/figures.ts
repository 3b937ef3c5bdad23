import { useMutation } from '@tanstack/react-query';
import type { Figure } from '../../contract/figures';
import { apiPath } from '../../contract/paths';
import { fileToBase64 } from '../lib/file-base64';
import { apiFetch, apiUrl } from './http-client';

/** `POST /classes/:classId/figures`: the image, stored once by its content. */
export const useUploadFigure = (classId: number) =>
  useMutation({
    mutationFn: async (file: File) =>
      apiFetch<Figure>(apiPath('classFigures', { classId }), {
        method: 'POST',
        body: { data_base64: await fileToBase64(file), filename: file.name },
      }),
  });

/** Where the browser loads a figure from (no credentials needed). */
export const figureSrc = (hash: string) => apiUrl(apiPath('figure', { hash }));
