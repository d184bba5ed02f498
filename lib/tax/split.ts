/**
 * The tax in a price (pure; amounts in paise, the rate in basis points, 1800 = 18%). The tax is
 * rounded once per document, so the taxable value and the tax add up to the amount exactly;
 * within the school's state it is halved into CGST and SGST (the odd paisa, if any, goes to CGST so
 * the halves sum to the tax), between states it is IGST.
 */
export type TaxSplit = {
  taxablePaise: number;
  taxPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

function halves(taxPaise: number, sameState: boolean) {
  if (!sameState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const sgstPaise = Math.floor(taxPaise / 2);
  return { cgstPaise: taxPaise - sgstPaise, sgstPaise, igstPaise: 0 };
}

/** A price that includes the tax: ₹16,499 at 18% → ₹13,982.20 taxable + ₹2,516.80 tax. */
export function splitInclusive(totalPaise: number, rateBp: number, sameState: boolean): TaxSplit {
  if (!Number.isInteger(totalPaise) || totalPaise < 0) throw new Error('amount must be paise');
  const taxablePaise = Math.round((totalPaise * 10_000) / (10_000 + rateBp));
  const taxPaise = totalPaise - taxablePaise;
  return { taxablePaise, taxPaise, ...halves(taxPaise, sameState), totalPaise };
}

/** A price before tax: the tax added on top (for a school whose prices exclude GST). */
export function addTax(taxablePaise: number, rateBp: number, sameState: boolean): TaxSplit {
  if (!Number.isInteger(taxablePaise) || taxablePaise < 0) throw new Error('amount must be paise');
  const taxPaise = Math.round((taxablePaise * rateBp) / 10_000);
  return {
    taxablePaise,
    taxPaise,
    ...halves(taxPaise, sameState),
    totalPaise: taxablePaise + taxPaise,
  };
}
