// JSON-LD is written only by components/seo/json-ld.tsx (JsonLd), from the builders in
// lib/structured-data.ts: one escaping, one place that knows the script's type, and one module
// that makes schema.org objects (the only one with a '@context').
import { where } from './where.mjs';

export const JSON_LD_HOME = 'components/seo/json-ld.tsx';
export const BUILDERS = 'lib/structured-data.ts';

const jsonLdOnePlace = {
  meta: {
    type: 'problem',
    docs: { description: 'application/ld+json only in components/seo/json-ld.tsx' },
    messages: {
      inline: `JSON-LD goes through <JsonLd> (${JSON_LD_HOME}) with a builder from ${BUILDERS}.`,
      builder: `A schema.org object is made by a builder in ${BUILDERS}, not written where it is used.`,
    },
    schema: [],
  },
  create(context) {
    const file = where(context);
    if (file === JSON_LD_HOME) return {};
    const check = (node, text) => {
      if (typeof text === 'string' && text.includes('application/ld+json'))
        context.report({ node, messageId: 'inline' });
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked ?? node.value.raw),
      Property(node) {
        const key = node.key.type === 'Literal' ? node.key.value : null;
        if (key === '@context' && file !== BUILDERS) context.report({ node, messageId: 'builder' });
      },
    };
  },
};

export default jsonLdOnePlace;
