export const metadata = {
  title: 'Empty page',
  description: 'The framework floor of the benchmarks.',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
