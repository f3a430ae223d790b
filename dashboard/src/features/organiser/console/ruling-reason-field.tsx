import { Field, Textarea } from '../../../components/ui/form-controls.tsx';

/** The reason every ruling carries: it is kept in the ruling log and sent to the teams it concerns. */
export function RulingReasonField({
  id,
  value,
  onChange,
  sentTo = 'both teams',
}: {
  id: string;
  value: string;
  onChange: (reason: string) => void;
  sentTo?: string;
}) {
  return (
    <Field id={id} label="Reason" hint={`Kept in the ruling log and sent to ${sentTo}.`}>
      <Textarea
        id={id}
        rows={3}
        maxLength={400}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
