import { createStore, useStore, type StoreApi } from 'zustand';
import { isAnswered, type LocalAnswer } from './answers';

type AnswersState = { answers: ReadonlyMap<number, LocalAnswer> };

/**
 * The answers of an open attempt on this page. An unchanged slot keeps its answer object, so a
 * component reading one slot re-renders only when that slot changes.
 */
export type AnswersStore = StoreApi<AnswersState>;

export const createAnswersStore = (answers: ReadonlyMap<number, LocalAnswer>): AnswersStore =>
  createStore<AnswersState>()(() => ({ answers }));

const NO_CHOICES: readonly number[] = [];

/** One slot's chosen choices, re-rendering only when they change (not when it is flagged). */
export const useSlotChoices = (store: AnswersStore, slot: number) =>
  useStore(store, (state) => state.answers.get(slot)?.choiceIds ?? NO_CHOICES);

/** Whether one slot is flagged, re-rendering only when that changes. */
export const useSlotFlagged = (store: AnswersStore, slot: number) =>
  useStore(store, (state) => state.answers.get(slot)?.flagged ?? false);

/** Whether one slot has an answer, re-rendering only when that changes. */
export const useSlotAnswered = (store: AnswersStore, slot: number) =>
  useStore(store, (state) => isAnswered(state.answers.get(slot)));

/** Every answer, re-rendering on each change (for what lists them all). */
export const useAllAnswers = (store: AnswersStore) => useStore(store, (state) => state.answers);
