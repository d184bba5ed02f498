// Every server action made with the wrapper (lib/actions/action.ts), with the role it requires: the
// role table test (__tests__/auth/learner-access.test.ts) enumerates actions from here, and fails for an
// exported action that is not here (made without the wrapper) or has no row in its table.

export type ActionRole = 'learner' | 'staff' | 'admin';

const registry = new Map<(...args: never[]) => Promise<unknown>, ActionRole>();

export function registerAction(action: (...args: never[]) => Promise<unknown>, role: ActionRole) {
  registry.set(action, role);
}

/** The role an action requires, or undefined when it was not made with the wrapper. */
export function actionRole(action: unknown): ActionRole | undefined {
  return registry.get(action as (...args: never[]) => Promise<unknown>);
}

/** Every registered action (in the modules imported so far). */
export function registeredActions(): [(...args: never[]) => Promise<unknown>, ActionRole][] {
  return [...registry];
}
