/** A list of plain lines (rules, notes, who a service suits); `className` sets bullets and spacing. */
export function TextList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
