import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { COLOR_MODE_STORAGE_KEY } from '../../../contract/color-mode';
import type { ColorMode } from './palettes';

export type { ColorMode };
/** What the user chose: a mode, or whatever the system prefers. */
export type ColorPreference = ColorMode | 'system';

type ColorModeState = {
  mode: ColorPreference;
  setMode: (mode: ColorPreference) => void;
  /** Switches to the other of light and dark, from the mode on screen (`current`). */
  toggleMode: (current?: ColorMode) => void;
};

export { COLOR_MODE_STORAGE_KEY };

/** The user's light / dark / system choice, remembered in localStorage. Light until the user switches. */
export const useColorModeStore = create<ColorModeState>()(
  persist(
    (set) => ({
      mode: 'light',
      setMode: (mode) => set({ mode }),
      toggleMode: (current) =>
        set((state) => {
          const shown = current ?? (state.mode === 'dark' ? 'dark' : 'light');
          return { mode: shown === 'light' ? 'dark' : 'light' };
        }),
    }),
    {
      name: COLOR_MODE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ mode: state.mode }),
    },
  ),
);

/** A choice made in another tab applies here too. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === COLOR_MODE_STORAGE_KEY) void useColorModeStore.persist.rehydrate();
  });
}
