import { Role, type RoleEntry } from '../../contract';
import { forbidden, notFound, type ApiError } from '../errors/api-error';

/**
 * The role rules, in one place. Pure functions over a plain actor (a user's role entries), so a
 * route, an LTI launch, a job or a test can ask them without a Fastify request or a database.
 */
export type RoleActor = { roles: readonly RoleEntry[] };

/** An actor who is someone: the rules about one's own data need the id. */
export type IdentifiedActor = RoleActor & { userId: number };

export const isSuperuser = (actor: RoleActor) =>
  actor.roles.some((entry) => entry.role === Role.SUPERUSER);

/** The actor's roles in one class. */
export const rolesInClass = (actor: RoleActor, classId: number): Role[] =>
  actor.roles.flatMap((entry) => (entry.class_id === classId ? [entry.role] : []));

/** Superusers and the class's members may enter a class. */
export const mayEnterClass = (actor: RoleActor, classId: number) =>
  isSuperuser(actor) || rolesInClass(actor, classId).length > 0;

/**
 * "Teaches this class": a teacher of the class, or a superuser. They author its content and run
 * it (settings, members, invitations, join code).
 */
export const teachesClass = (actor: RoleActor, classId: number) =>
  isSuperuser(actor) || rolesInClass(actor, classId).includes(Role.TEACHER);

/**
 * A teacher of the class by appointment: the instructor its records name. A superuser who is not
 * one oversees the class without being its instructor.
 */
export const isClassTeacher = (actor: RoleActor, classId: number) =>
  rolesInClass(actor, classId).includes(Role.TEACHER);

/** A student of the class (superusers and teachers take no quizzes and study no cards there). */
export const studiesIn = (actor: RoleActor, classId: number) =>
  rolesInClass(actor, classId).includes(Role.STUDENT);

/** Class ids in which the actor has `role`. */
export const classIdsWithRole = (actor: RoleActor, role: Role) =>
  actor.roles.flatMap((entry) =>
    entry.role === role && entry.class_id !== null ? [entry.class_id] : [],
  );

/** What a permission is asked about: the class, and the person whose data it is (if any). */
export type AccessTarget = { classId?: number; ownerId?: number };

type Rule = {
  allows: (actor: IdentifiedActor, target: AccessTarget) => boolean;
  refusal: () => ApiError;
};

const isOwner = (actor: IdentifiedActor, target: AccessTarget) => actor.userId === target.ownerId;
/** A rule about the target's class; no class named, no access. */
const inClass =
  (rule: (actor: RoleActor, classId: number) => boolean) =>
  (actor: IdentifiedActor, { classId }: AccessTarget) =>
    classId !== undefined && rule(actor, classId);
const ownerOrTeacher = (actor: IdentifiedActor, target: AccessTarget) =>
  isOwner(actor, target) || inClass(teachesClass)(actor, target);
const TEACHERS_ONLY = "Only the class's teachers can do this.";

/** Every named permission, its rule and the error a refusal answers (as immich's `requireAccess`). */
const PERMISSIONS = {
  superuser: {
    allows: (actor) => isSuperuser(actor),
    refusal: () => forbidden('Only a superuser can do this.'),
  },
  'class.teach': {
    allows: inClass(teachesClass),
    refusal: () => forbidden(TEACHERS_ONLY),
  },
  'class.students.list': {
    allows: inClass(teachesClass),
    refusal: () => forbidden("Only the class's teachers can see its students."),
  },
  'class.teachers.appoint': {
    allows: (actor) => isSuperuser(actor),
    refusal: () => forbidden('Only a superuser can appoint teachers.'),
  },
  'quiz.take': {
    allows: inClass(studiesIn),
    refusal: () => forbidden('Only students of the class take its quizzes.'),
  },
  'flashcard.study': {
    allows: inClass(studiesIn),
    refusal: () => forbidden('Only students of the class study its cards.'),
  },
  'retention.choose': {
    allows: inClass(studiesIn),
    refusal: () => forbidden('Only students of the class choose their own desired retention.'),
  },
  'missed.study': {
    allows: inClass(studiesIn),
    refusal: () => forbidden('Only students of the class answer its missed questions.'),
  },
  'question.report': {
    allows: inClass(studiesIn),
    refusal: () => forbidden('Only students of the class report problems.'),
  },
  'student.read': {
    allows: ownerOrTeacher,
    refusal: () => forbidden('Students see only their own progress.'),
  },
  'student.codes.write': {
    allows: isOwner,
    refusal: () => forbidden('Only the student enters the codes of their knowledge-test report.'),
  },
  // A stranger learns nothing, not even that the attempt exists.
  'attempt.read': {
    allows: ownerOrTeacher,
    refusal: () => notFound('attempt'),
  },
  'attempt.write': {
    allows: isOwner,
    refusal: () => forbidden('Only the student who took this attempt can change it.'),
  },
} satisfies Record<string, Rule>;

export type Permission = keyof typeof PERMISSIONS;

/** Whether the actor holds the permission on the target. */
export const may = (actor: IdentifiedActor, permission: Permission, target: AccessTarget = {}) =>
  PERMISSIONS[permission].allows(actor, target);

/** Throws the permission's refusal (403, or 404 where even existence is private) unless allowed. */
export function requireAccess(
  actor: IdentifiedActor,
  permissions: readonly Permission[],
  target: AccessTarget = {},
) {
  for (const permission of permissions) {
    if (!may(actor, permission, target)) throw PERMISSIONS[permission].refusal();
  }
}

/** 403 unless the actor teaches the class (or is a superuser): the services' authoring check. */
export function requireTeaches(actor: RoleActor, classId: number) {
  if (!teachesClass(actor, classId)) throw PERMISSIONS['class.teach'].refusal();
}
