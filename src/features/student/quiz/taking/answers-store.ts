import { createStore, useStore, type StoreApi } from 'zustand';
import type { LocalAnswer } from './answers';

type AnswersState = { answers: ReadonlyMap<number, LocalAnswer> };

/**
 * The answers of an open attempt on this page. An unchanged slot keeps its answer object, so a
 * component reading one slot re-renders only when that slot changes.
 */
export type AnswersStore = StoreApi<AnswersState>;

export const createAnswersStore = (answers: ReadonlyMap<number, LocalAnswer>): AnswersStore =>
  createStore<AnswersState>()(() => ({ answers }));

/** One slot's answer, re-rendering only when it changes. */
export const useSlotAnswer = (store: AnswersStore, slot: number) =>
  useStore(store, (state) => state.answers.get(slot));

/** Every answer, re-rendering on each change (for what lists them all). */
export const useAllAnswers = (store: AnswersStore) => useStore(store, (state) => state.answers);
