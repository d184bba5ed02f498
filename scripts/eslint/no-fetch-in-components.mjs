// The browser posts only through lib/forms/submit.ts (postJson, postMultipart: one result shape,
// the server's field errors, network failures told apart). A fetch in a component skips that.
const noFetchInComponents = {
  meta: {
    type: 'problem',
    docs: { description: 'no fetch in components/: post through lib/forms/submit.ts' },
    messages: {
      fetch:
        'A component sends through lib/forms/submit.ts (postJson, postMultipart) and handles its result, not with fetch.',
    },
    schema: [],
  },
  create(context) {
    const GLOBALS = new Set(['window', 'globalThis', 'self']);
    return {
      CallExpression(node) {
        const c = node.callee;
        const bare = c.type === 'Identifier' && c.name === 'fetch';
        const onGlobal =
          c.type === 'MemberExpression' &&
          c.object.type === 'Identifier' &&
          GLOBALS.has(c.object.name) &&
          ((c.property.type === 'Identifier' && c.property.name === 'fetch') ||
            (c.property.type === 'Literal' && c.property.value === 'fetch'));
        if (bare || onGlobal) context.report({ node, messageId: 'fetch' });
      },
    };
  },
};

export default noFetchInComponents;
