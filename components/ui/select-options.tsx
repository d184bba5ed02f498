/** A select's options from a list of values and labels, after an optional first one for ''. */
export function SelectOptions({
  options,
  none,
}: {
  options: readonly { value: string; label: string }[];
  /** The words of a first option whose value is '' (nothing chosen, or no filter). */
  none?: string;
}) {
  return (
    <>
      {none !== undefined ? <option value="">{none}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}
