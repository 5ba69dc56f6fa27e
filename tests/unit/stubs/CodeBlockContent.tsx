/** Stand-in for the theme's highlighted code: a `<pre>` of the source, and how many times it rendered. */
export const renders = {count: 0};

export default function CodeBlockContent() {
  renders.count += 1;
  return (
    <pre>
      <code>rendered by the theme</code>
    </pre>
  );
}
