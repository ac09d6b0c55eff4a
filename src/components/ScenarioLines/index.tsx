/** A scenario's lines as a label/value list: the quote form's "Your calculator scenario" and a printed calculator summary. */
import type {ScenarioLine} from '../../enquiry/scenario';

export default function ScenarioLines({lines}: {lines: readonly ScenarioLine[]}) {
  return (
    <dl>
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
