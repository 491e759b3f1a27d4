/** "Sources:" block under figures taken from public data; one line per dataset used. */
export function SourceNote({ lines }: { lines: string[] }) {
  return (
    <div className="source-note">
      <p>
        <strong>Sources.</strong> {lines.join(' ')}
      </p>
    </div>
  );
}
