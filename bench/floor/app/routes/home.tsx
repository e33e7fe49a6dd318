export const meta = () => [{ title: "Blank app" }];

export default function Home() {
  return (
    <main>
      <h1>Blank app</h1>
      <p>One prerendered page and nothing else: what the framework costs before any feature.</p>
    </main>
  );
}
