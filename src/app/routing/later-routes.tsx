import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { LATER_ROUTES_INTO } from './first-routes';
import { idParamsLoader } from './id-params-loader';
import { lazyPage } from './lazy-page';
import { named } from './route-handle';
import { layout, onlyFor, path } from './route-builders';
import {
  studentDefaultLayoutRoutes,
  studentFlashcardLayoutRoutes,
  studentQuizLayoutRoutes,
  studentReviewLayoutRoutes,
} from './student-routes';
import { teacherClassDetailRoutes, teacherClassRoutes } from './teacher-routes';

/** Routes that join the first routes' route `into` (./first-routes.tsx). */
export type LaterRoutes = { into: string; routes: RouteObject[] }[];

/** The screens beyond the first ones (spec §2), loaded on the first navigation to one of them. */
export const LATER_ROUTES: LaterRoutes = [
  {
    into: LATER_ROUTES_INTO.defaultLayout,
    routes: [
      onlyFor('student', studentDefaultLayoutRoutes),
      onlyFor('teacher', [
        {
          path: path(paths.teacher.home),
          ...named('teacher-home'),
          lazy: lazyPage(
            () => import('../screens/teacher-home-route'),
            (m) => m.TeacherHomeRoute,
          ),
        },
        {
          // Not a layout: the class's section links above each screen, in the default layout.
          path: path(paths.teacher.class),
          ...named('teacher-class'),
          loader: idParamsLoader,
          lazy: lazyPage(
            () => import('../layouts/teacher/class-section'),
            (m) => m.ClassSection,
          ),
          children: teacherClassRoutes,
        },
      ]),
      onlyFor('admin', [
        {
          path: path(paths.admin.coursePlatforms),
          ...named('course-platforms'),
          lazy: lazyPage(
            () => import('../screens/course-platforms-route'),
            (m) => m.CoursePlatformsRoute,
          ),
        },
      ]),
    ],
  },
  {
    into: LATER_ROUTES_INTO.signedIn,
    routes: [
      onlyFor('student', [
        layout(
          lazyPage(
            () => import('../layouts/flashcard-layout'),
            (m) => m.FlashcardLayout,
          ),
          studentFlashcardLayoutRoutes,
        ),
        layout(
          lazyPage(
            () => import('../layouts/quiz-layout'),
            (m) => m.QuizLayout,
          ),
          studentQuizLayoutRoutes,
        ),
        layout(
          lazyPage(
            () => import('../layouts/review-layout'),
            (m) => m.ReviewLayout,
          ),
          studentReviewLayoutRoutes,
        ),
      ]),
      onlyFor('teacher', [
        layout(
          lazyPage(
            () => import('../layouts/teacher-layout'),
            (m) => m.TeacherLayout,
          ),
          teacherClassDetailRoutes,
        ),
      ]),
    ],
  },
];
