// India's offset from UTC lives in lib/dates.ts only (IST_OFFSET_MS, indiaInstant, indiaDayStart,
// indiaDayOf). Anywhere else an offset written out (19800000 ms, 19800 s, 330 minutes, 5.5 hours,
// (5 * 60 + 30) * 60 * 1000) or a '+05:30' in a string is a second copy of it.
import { where } from './where.mjs';

const OFFSET_STRING = /(?:\+|UTC|GMT)\s*0?5:?30(?!\d)/;
/** Values that are the offset whatever the unit, written any way. */
const ALWAYS = new Set([19_800_000, 19_800]);
/** Values that are the offset when arithmetic makes them (5.5 * 60, 5 * 60 + 30) or use them. */
const IN_ARITHMETIC = new Set([330, 5.5]);
const OFFSET_NAME = /ist|india|offset|kolkata/i;

/** The value of an expression made of number literals and + - * /, or undefined. */
function constant(node) {
  if (node.type === 'Literal' && typeof node.value === 'number') return node.value;
  if (node.type === 'BinaryExpression' && ['+', '-', '*', '/'].includes(node.operator)) {
    const a = constant(node.left);
    const b = constant(node.right);
    if (a === undefined || b === undefined) return undefined;
    if (node.operator === '+') return a + b;
    if (node.operator === '-') return a - b;
    if (node.operator === '*') return a * b;
    return a / b;
  }
  return undefined;
}

const isArithmetic = (node) =>
  node?.type === 'BinaryExpression' && ['+', '-', '*', '/'].includes(node.operator);

const istOffset = {
  meta: {
    type: 'problem',
    docs: { description: "India's UTC offset only in lib/dates.ts" },
    messages: {
      offset:
        "India's offset from UTC is lib/dates.ts's alone: use indiaInstant, indiaDayStart, indiaDayOf or IST_OFFSET_MS from there.",
    },
    schema: [],
  },
  create(context) {
    if (where(context) === 'lib/dates.ts') return {};
    const report = (node) => context.report({ node, messageId: 'offset' });
    const checkNumber = (node) => {
      // Only the outermost constant expression: 330 * 60_000 is reported once, not twice.
      if (isArithmetic(node.parent) && constant(node.parent) !== undefined) return;
      const value = constant(node);
      if (value === undefined) return;
      if (ALWAYS.has(value)) return report(node);
      if (!IN_ARITHMETIC.has(value)) return;
      const made = node.type === 'BinaryExpression';
      const used = isArithmetic(node.parent);
      const named =
        node.parent?.type === 'VariableDeclarator' &&
        node.parent.id.type === 'Identifier' &&
        OFFSET_NAME.test(node.parent.id.name);
      if (made || used || named) report(node);
    };
    const checkText = (node, text) => {
      if (typeof text === 'string' && OFFSET_STRING.test(text)) report(node);
    };
    return {
      Literal(node) {
        if (typeof node.value === 'number') checkNumber(node);
        else checkText(node, node.value);
      },
      BinaryExpression: checkNumber,
      TemplateElement(node) {
        checkText(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

export default istOffset;
