// The empty page Lighthouse and the JS-weight figures are compared with.
export default function Page() {
  return (
    <main>
      <h1>Empty page</h1>
      <p>An empty Next.js page of the same version as the site: the floor of every page figure.</p>
    </main>
  );
}
