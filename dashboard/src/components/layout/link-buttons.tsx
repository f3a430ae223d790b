import { Link } from 'react-router-dom';
import { Button } from '../ui/button.tsx';

interface LinkTarget {
  to: string;
  label: string;
}

/** A page's two large calls to action: the main one, then a secondary one beside it. */
export function LinkButtons({
  main,
  secondary,
  className,
}: {
  main: LinkTarget;
  secondary: LinkTarget;
  className: string;
}) {
  return (
    <div className={className}>
      <Button asChild size="lg">
        <Link to={main.to}>{main.label}</Link>
      </Button>
      <Button asChild size="lg" variant="secondary">
        <Link to={secondary.to}>{secondary.label}</Link>
      </Button>
    </div>
  );
}
