import { NavLink } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { contentTexts } from '../texts';

const t = contentTexts.communities;

export interface LetterNavProps {
  letters: { letter: string; count: number }[];
  current: string;
}

/**
 * A to Z: a letter with communities is a link; a letter without any is greyed plain text that
 * says so (nothing to go to). The letter being shown is marked current, and stays greyed when
 * it has none (A, where /communities opens).
 */
export function LetterNav({ letters, current }: LetterNavProps) {
  return (
    <nav className="letter-nav" aria-label={t.lettersLabel}>
      <ul>
        {letters.map(({ letter, count }) => (
          <li key={letter}>
            {count === 0 && letter !== current ? (
              <span className="letter-nav__link is-empty" title={t.letterCount(letter, count)}>
                <span aria-hidden="true">{letter}</span>
                <span className="visually-hidden">{t.letterCount(letter, count)}</span>
              </span>
            ) : (
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
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
