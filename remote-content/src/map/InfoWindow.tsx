import type { ContentImage, Facility } from '@villa/shared/contract';
import { Link } from '@villa/shared/router';
import { FacilityList } from '../components/FacilityIcon';
import { contentTexts } from '../texts';

const t = contentTexts.map;

export interface InfoContent {
  name: string;
  description: string | null;
  image: ContentImage | null;
  readMorePath: string | null;
  villasPath: string | null;
  facilities: Facility[];
}

export interface InfoWindowProps {
  content: InfoContent;
  onClose: () => void;
}

/** The box over a selected marker (at most 500 px wide). */
export function InfoWindow({ content, onClose }: InfoWindowProps) {
  return (
    <div
      className="info-window"
      role="dialog"
      aria-label={content.name}
      onClick={(event) => event.stopPropagation()}
      onPointerDown={(event) => event.stopPropagation()}
    >
      <button type="button" className="info-window__close" onClick={onClose}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t.closeInfo}</span>
      </button>
      {content.image ? (
        <img className="info-window__image" src={content.image.imgUrl} alt="" loading="lazy" />
      ) : null}
      <div className="info-window__body">
        <h3 className="info-window__name">{content.name}</h3>
        {content.description ? <p>{content.description}</p> : null}
        <FacilityList facilities={content.facilities} compact />
        {content.readMorePath || content.villasPath ? (
          <p className="info-window__links">
            {content.readMorePath ? (
              <Link to={content.readMorePath}>{t.readMore(content.name)}</Link>
            ) : null}
            {content.villasPath ? (
              <Link to={content.villasPath} className="button button--primary">
                {t.viewVillas(content.name)}
              </Link>
            ) : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}
