/**
 * Structured data as a JSON-LD block. Not executable, so the Content-Security-Policy allows it;
 * '<' is escaped so no text inside can close the script element.
 */
export function JsonLd({ data }: { data: object | object[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
