/** A choice in a select: a bare value shown as it is, or a value with its own label. */
export type SelectChoice = string | { value: string; label: string } | { id: string; name: string };

const valueAndLabel = (choice: SelectChoice) =>
  typeof choice === 'string'
    ? { value: choice, label: choice }
    : 'id' in choice
      ? { value: choice.id, label: choice.name }
      : choice;

/** A select's options, after a disabled "Select a …" prompt when one is given. */
export function SelectOptions({ choices, prompt }: { choices: readonly SelectChoice[]; prompt?: string }) {
  return (
    <>
      {prompt ? (
        <option value="" disabled>
          {prompt}
        </option>
      ) : null}
      {choices.map(valueAndLabel).map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
