import { Link } from '@villa/shared/router';
import { officeTexts } from '../texts';
import { officeVillaPaths } from './villaLinks';

const t = officeTexts.calendar;

/** The villa's pages beside this one: back to the villa, and its other page. */
export function VillaPageLinks({
  villaId,
  other,
}: {
  villaId: string;
  other: 'calendar' | 'photos';
}) {
  return (
    <nav className="office-villa-links" aria-label={officeTexts.calendar.villaPages}>
      <Link to={officeVillaPaths.villa(villaId)}>{t.backToVilla}</Link>
      {other === 'photos' ? (
        <Link to={officeVillaPaths.photos(villaId)}>{t.photosLink}</Link>
      ) : (
        <Link to={officeVillaPaths.calendar(villaId)}>{officeTexts.photos.calendarLink}</Link>
      )}
    </nav>
  );
}
