import { NavLink } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { contentTexts } from '../texts';

const t = contentTexts.communities;

export interface LetterNavProps {
  letters: { letter: string; count: number }[];
  current: string;
}

/** A to Z: every letter is a link; letters without communities are greyed and say so. */
export function LetterNav({ letters, current }: LetterNavProps) {
  return (
    <nav className="letter-nav" aria-label={t.lettersLabel}>
      <ul>
        {letters.map(({ letter, count }) => (
          <li key={letter}>
            <NavLink
              to={paths.communities(letter)}
              className={count === 0 ? 'letter-nav__link is-empty' : 'letter-nav__link'}
              aria-current={letter === current ? 'page' : undefined}
              aria-label={t.letterCount(letter, count)}
              title={t.letterCount(letter, count)}
              end
            >
              {letter}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
