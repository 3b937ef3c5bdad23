import type { ManifestOptions } from 'vite-plugin-pwa';
import { paths } from '../src/lib/paths';
import { palettes } from '../src/lib/theme/palettes';

/**
 * The web app manifest: what makes Groundschool installable. Colours are the light theme's (the
 * app bar's primary and the page background); the shortcuts open routes that pick the class (or
 * the attempt) themselves.
 */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Groundschool',
  short_name: 'Groundschool',
  description: 'Quizzes, flashcards and exam readiness for pilot ground school.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: palettes.light.primary.main,
  background_color: palettes.light.background.default,
  icons: [
    { src: '/app-icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/app-icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/app-icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  shortcuts: [
    {
      name: 'Review due',
      short_name: 'Review',
      description: 'The flashcards and missed questions due now',
      url: paths.student.reviewDue.href(),
      icons: [{ src: '/app-icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Continue quiz',
      short_name: 'Quiz',
      description: 'The quiz you have in progress',
      url: paths.student.continueQuiz.href(),
      icons: [{ src: '/app-icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
};
