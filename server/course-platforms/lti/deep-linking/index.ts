import type { FastifyInstance, FastifyReply } from 'fastify';
import formbody from '@fastify/formbody';
import { z } from 'zod';
import { teachesClass } from '../../../auth/roles';
import { getClassName } from '../../../repositories/classes';
import { getRoles } from '../../../repositories/users';
import { findPlatformById } from '../platforms';
import { toolUrls } from '../tool-urls';
import type { VerifiedLaunch } from '../verified-launch';
import { choicesOfClass, type Choice } from './choices';
import { allowPlatformOf } from './platform-origin';
import {
  PICKER_ROUTE,
  RETURN_SCRIPT,
  RETURN_SCRIPT_ROUTE,
  pickerPage,
  refusalPage,
  returnPage,
} from './pages';
import {
  PickerTokenError,
  signPickerToken,
  verifyPickerToken,
  type PickerContext,
} from './picker-token';
import { contentItemOf, signDeepLinkingResponse, type DeepLinkingAnswer } from './response';

export { isTargetOfClass, targetFromCustom } from './target';

const RESOURCE_LINK = 'ltiResourceLink';
const html = (reply: FastifyReply, status: number, page: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page);

/** Signs the answer and form-posts it to the platform's return URL. */
async function answerPlatform(reply: FastifyReply, returnUrl: string, answer: DeepLinkingAnswer) {
  const { db, clock } = reply.server;
  const jwt = await signDeepLinkingResponse(db, answer, clock());
  return html(reply, 200, returnPage(returnUrl, jwt));
}

/**
 * An instructor's `LtiDeepLinkingRequest` (Deep Linking 2.0): the picker of the class's quizzes,
 * final exam and flashcards. Anyone else is refused with a page that says why.
 */
export async function handleDeepLinkingRequest(reply: FastifyReply, launch: VerifiedLaunch) {
  const { db, config, clock } = reply.server;
  const settings = launch.deepLinking;
  if (!settings) {
    return html(
      reply,
      400,
      refusalPage(
        'This link cannot add content',
        'The course platform asked Groundschool to add content but sent no deep-linking settings. Ask your platform administrator to check the Groundschool tool settings.',
      ),
    );
  }
  // Every answer from here on shows in the platform's frame.
  allowPlatformOf(reply, settings.deep_link_return_url);
  if (!launch.isTeacher) {
    return html(
      reply,
      403,
      refusalPage(
        'Only teachers can add Groundschool content',
        "Your role in this course does not let you add activities. Ask one of the course's teachers to add the quiz or flashcards you need.",
      ),
    );
  }
  if (launch.classId === null) {
    return html(
      reply,
      400,
      refusalPage(
        'Open this from a course',
        'Groundschool adds quizzes and flashcards to a course. Start "Add Groundschool" from inside the course you want them in.',
      ),
    );
  }
  if (!settings.accept_types.includes(RESOURCE_LINK)) {
    return answerPlatform(reply, settings.deep_link_return_url, {
      platform: launch.platform,
      deploymentId: launch.deploymentId,
      data: settings.data,
      items: [],
      message: {
        text: 'Groundschool places activities (LTI resource links) only; this placement accepts none.',
        error: true,
      },
    });
  }
  const context: PickerContext = {
    platformId: launch.platform.id,
    deploymentId: launch.deploymentId,
    classId: launch.classId,
    userId: launch.userId,
    returnUrl: settings.deep_link_return_url,
    acceptMultiple: settings.accept_multiple ?? false,
    ...(settings.data === undefined ? {} : { data: settings.data }),
  };
  const [choices, className] = await Promise.all([
    choicesOfClass(db, launch.classId),
    getClassName(db, launch.classId),
  ]);
  const pickerToken = await signPickerToken(db, config.publicUrl, context, clock());
  return html(
    reply,
    200,
    pickerPage({
      className: className || 'your class',
      choices,
      pickerToken,
      acceptMultiple: context.acceptMultiple,
    }),
  );
}

const submission = z.object({
  picker_token: z.string().min(1),
  action: z.enum(['add', 'cancel']).default('add'),
  item: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : [value].flat())),
});

/** Why a choice cannot be sent, or the choices to send. */
function chosen(choices: Choice[], keys: string[], acceptMultiple: boolean) {
  const selected = choices.filter((choice) => keys.includes(choice.key));
  if (keys.length === 0) return { error: 'Choose an item to add.' };
  if (selected.length < new Set(keys).size) {
    return { error: 'Something you chose is no longer available. Choose again from the list.' };
  }
  if (!acceptMultiple && selected.length > 1) {
    return { error: 'Your course platform adds one item at a time: choose only one.' };
  }
  return { selected };
}

const EXPIRED = refusalPage(
  'This page has expired',
  'Groundschool could not check this choice: the page was open too long or was changed. Close it and start "Add Groundschool" from your course again.',
);

/** `POST /lti/deep-linking`: the picker's choice, answered to the platform as a signed response. */
export async function deepLinkingRoutes(app: FastifyInstance) {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const { db, config } = app;

  app.get(RETURN_SCRIPT_ROUTE, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(RETURN_SCRIPT),
  );

  app.post(PICKER_ROUTE, async (request, reply) => {
    const body = submission.safeParse(request.body);
    if (!body.success) return html(reply, 400, EXPIRED);
    let context: PickerContext;
    try {
      context = await verifyPickerToken(db, config.publicUrl, body.data.picker_token, app.clock());
    } catch (error) {
      if (!(error instanceof PickerTokenError)) throw error;
      request.log.warn({ reason: error.message }, 'LTI deep-linking choice refused');
      return html(reply, 400, EXPIRED);
    }
    allowPlatformOf(reply, context.returnUrl);
    const platform = await findPlatformById(db, context.platformId);
    const roles = await getRoles(db, context.userId);
    if (!platform || !teachesClass({ roles }, context.classId)) {
      request.log.warn({ classId: context.classId }, 'LTI deep-linking choice by a non-teacher');
      return html(
        reply,
        403,
        refusalPage(
          'Only teachers can add Groundschool content',
          'You no longer teach this class in Groundschool, or its course platform was removed.',
        ),
      );
    }
    const answer = {
      platform,
      deploymentId: context.deploymentId,
      data: context.data,
    };
    if (body.data.action === 'cancel') {
      return answerPlatform(reply, context.returnUrl, { ...answer, items: [] });
    }
    const choices = await choicesOfClass(db, context.classId);
    const result = chosen(choices, body.data.item, context.acceptMultiple);
    if (!result.selected) {
      const className = await getClassName(db, context.classId);
      return html(
        reply,
        422,
        pickerPage({
          className: className || 'your class',
          choices,
          pickerToken: body.data.picker_token,
          acceptMultiple: context.acceptMultiple,
          error: result.error,
        }),
      );
    }
    const launchUrl = toolUrls(config.publicUrl).launch;
    const count = result.selected.length;
    return answerPlatform(reply, context.returnUrl, {
      ...answer,
      items: result.selected.map((choice) => contentItemOf(choice, launchUrl)),
      message: {
        text: `Added ${count} Groundschool ${count === 1 ? 'item' : 'items'}.`,
        error: false,
      },
    });
  });
}
