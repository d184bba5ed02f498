/**
 * The site's one JSON-LD block (builders in lib/structured-data.ts).
 * A data block, never executed, so the Content-Security-Policy needs no nonce for it; `<` is
 * escaped so no string in it can close the element.
 */
export function JsonLd({ data }: { data: object | object[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
