// Every action a 'use server' module exports goes through the wrapper of lib/actions/action.ts:
// `export const saveThingAction = staffAction(schema, fn)` (or adminAction, learnerAction,
// publicAction), which checks the role first, parses with the schema and registers the action for
// the role table test. A plain exported function would be a server action that can skip all that.
export const WRAPPERS = ['staffAction', 'adminAction', 'learnerAction', 'publicAction'];

const isUseServer = (program) =>
  program.body.some((s) => s.type === 'ExpressionStatement' && s.directive === 'use server');

const serverActionWrapper = {
  meta: {
    type: 'problem',
    docs: { description: "a 'use server' module's exports go through the action wrapper" },
    messages: {
      wrap: `A server action is \`export const {{name}} = staffAction(schema, fn)\` (or ${WRAPPERS.slice(1).join(', ')}): the wrapper checks the role first and parses the input.`,
      list: "Export each server action where it is defined, through its wrapper: 'export { … }' hides whether it is wrapped.",
    },
    schema: [],
  },
  create(context) {
    let active = false;
    /** The wrappers, and this module's own factories that return a wrapper's action. */
    const wrappers = new Set(WRAPPERS);
    /** `staffAction(…)`, or one of its forms such as `staffAction.call(…)`, `adminAction.withState(…)`. */
    const wrapped = (init) => {
      if (init?.type !== 'CallExpression') return false;
      const c = init.callee;
      const base = c.type === 'MemberExpression' && !c.computed ? c.object : c;
      return base.type === 'Identifier' && wrappers.has(base.name);
    };
    /** Whether a function's every way out returns a wrapped action. */
    const returnsWrapped = (fn) => {
      if (fn.body.type !== 'BlockStatement') return wrapped(fn.body);
      const returns = fn.body.body.filter((s) => s.type === 'ReturnStatement');
      return returns.length > 0 && returns.every((s) => wrapped(s.argument));
    };
    const factories = (program) => {
      const found = [];
      for (const s of program.body) {
        const d = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
        if (d?.type === 'FunctionDeclaration' && d.id) found.push([d.id.name, d]);
        if (d?.type !== 'VariableDeclaration') continue;
        for (const v of d.declarations) {
          const fn = v.init;
          const isFn = fn?.type === 'ArrowFunctionExpression' || fn?.type === 'FunctionExpression';
          if (isFn && v.id.type === 'Identifier') found.push([v.id.name, fn]);
        }
      }
      return found;
    };
    return {
      Program(node) {
        active = isUseServer(node);
        if (!active) return;
        // A factory of a factory counts too: look again until nothing new is found.
        const candidates = factories(node);
        for (let grew = true; grew;) {
          grew = false;
          for (const [name, fn] of candidates) {
            if (!wrappers.has(name) && returnsWrapped(fn)) {
              wrappers.add(name);
              grew = true;
            }
          }
        }
      },
      ExportDefaultDeclaration(node) {
        if (active) context.report({ node, messageId: 'wrap', data: { name: 'default' } });
      },
      ExportNamedDeclaration(node) {
        if (!active || node.exportKind === 'type') return;
        const d = node.declaration;
        if (!d) {
          if (node.specifiers.some((s) => s.exportKind !== 'type'))
            context.report({ node, messageId: 'list' });
          return;
        }
        if (d.type === 'FunctionDeclaration') {
          context.report({ node: d, messageId: 'wrap', data: { name: d.id?.name ?? '?' } });
        } else if (d.type === 'VariableDeclaration') {
          for (const v of d.declarations) {
            if (!wrapped(v.init)) {
              const name = v.id.type === 'Identifier' ? v.id.name : '?';
              context.report({ node: v, messageId: 'wrap', data: { name } });
            }
          }
        }
      },
    };
  },
};

export default serverActionWrapper;
