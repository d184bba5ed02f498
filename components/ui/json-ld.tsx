/**
 * Structured data for search engines. A data block, never executed, so the Content-Security-Policy
 * has nothing to allow; `<` is escaped so no string in it can close the element.
 */
export function JsonLd({ data }: { data: object | object[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
