import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type ColorMode = 'light' | 'dark';

type ColorModeState = {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  toggleMode: () => void;
};

export const COLOR_MODE_STORAGE_KEY = 'groundschool-color-mode';

/** The user's light/dark choice, remembered in localStorage. Light until the user switches. */
export const useColorModeStore = create<ColorModeState>()(
  persist(
    (set) => ({
      mode: 'light',
      setMode: (mode) => set({ mode }),
      toggleMode: () => set((state) => ({ mode: state.mode === 'light' ? 'dark' : 'light' })),
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
