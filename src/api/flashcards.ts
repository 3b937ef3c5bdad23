import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  Flashcard,
  FlashcardInput,
  FlashcardListQuery,
  FlashcardPage,
} from '../../contract/flashcards';
import { apiPath } from '../../contract/paths';
import { bankKeys } from './bank-keys';
import { useBankMutation } from './bank-mutation';
import { apiFetch } from './http-client';

/** `GET /classes/:classId/flashcards`: one page, by topic and search. */
export const flashcardsQuery = (classId: number, query: FlashcardListQuery) =>
  queryOptions({
    queryKey: bankKeys.flashcards(classId, query),
    queryFn: ({ signal }) =>
      apiFetch<FlashcardPage>(apiPath('classFlashcards', { classId }), { query, signal }),
    placeholderData: keepPreviousData,
  });
export const useFlashcards = (classId: number, query: FlashcardListQuery) =>
  useQuery(flashcardsQuery(classId, query));

export const flashcardQuery = (classId: number, flashcardId: number) =>
  queryOptions({
    queryKey: bankKeys.flashcard(classId, flashcardId),
    queryFn: ({ signal }) =>
      apiFetch<Flashcard>(apiPath('classFlashcard', { classId, flashcardId }), { signal }),
  });
export const useFlashcard = (classId: number, flashcardId: number) =>
  useQuery(flashcardQuery(classId, flashcardId));

export const useCreateFlashcard = (classId: number) =>
  useBankMutation(classId, (body: FlashcardInput) =>
    apiFetch<Flashcard>(apiPath('classFlashcards', { classId }), { method: 'POST', body }),
  );

export const useUpdateFlashcard = (classId: number, flashcardId: number) =>
  useBankMutation(classId, (body: FlashcardInput) =>
    apiFetch<Flashcard>(apiPath('classFlashcard', { classId, flashcardId }), {
      method: 'PUT',
      body,
    }),
  );

export const useDeleteFlashcard = (classId: number) =>
  useBankMutation(classId, (flashcardId: number) =>
    apiFetch<void>(apiPath('classFlashcard', { classId, flashcardId }), { method: 'DELETE' }),
  );
