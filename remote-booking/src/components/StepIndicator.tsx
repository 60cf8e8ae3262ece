import { bookingTexts } from '@villa/shared/contract';
import { texts } from '../texts';

/** The two checkout stages, the current one marked (aria-current="step"). */
export function StepIndicator({ current }: { current: 1 | 2 }) {
  return (
    <ol className="steps" aria-label={texts.checkout.stepsLabel}>
      {texts.checkout.steps.map((name, i) => (
        <li key={name} aria-current={current === i + 1 ? 'step' : undefined}>
          <span className="steps__number">{bookingTexts.checkoutStep(i + 1, 2)}</span>
          {name}
        </li>
      ))}
    </ol>
  );
}
