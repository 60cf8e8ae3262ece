import type { WeatherMonth } from '@villa/shared/contract';
import { useQuery } from '@villa/shared/query';
import { paths } from '@villa/shared/routes';
import { Alert, Spinner } from '@villa/shared/ui';
import { Link } from '@villa/shared/router';
import { HeroImage } from '../components/HeroImage';
import { DEFERRED_LAYOUT, JumpLink } from '../components/JumpLink';
import { contentQueries } from '../api';
import { contentTexts } from '../texts';
import '../content.css';

const t = contentTexts.weather;
const JUMP_LIST_ID = 'weather-months';
export const monthAnchor = (m: WeatherMonth) => `weather-${m.name.toLowerCase()}`;

function MonthFacts({ month }: { month: WeatherMonth }) {
  return (
    <dl className="weather-facts">
      <div>
        <dt>{t.averageHigh}</dt>
        <dd>{t.temperature(month.avgHigh.c, month.avgHigh.f)}</dd>
      </div>
      <div>
        <dt>{t.averageLow}</dt>
        <dd>{t.temperature(month.avgLow.c, month.avgLow.f)}</dd>
      </div>
      <div>
        <dt>{t.rainfall}</dt>
        <dd>{month.rain ? t.rain(month.rain.mm, month.rain.in) : t.rainfallUnknown}</dd>
      </div>
    </dl>
  );
}

function SunTimes({ month }: { month: WeatherMonth }) {
  return (
    <table className="sun-table">
      <thead>
        <tr>
          <td />
          <th scope="col">{t.startOfMonth}</th>
          <th scope="col">{t.endOfMonth}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{t.sunrise}</th>
          <td>{t.time(month.sunrise.startOfMonth, month.timeZone.startOfMonth)}</td>
          <td>{t.time(month.sunrise.endOfMonth, month.timeZone.endOfMonth)}</td>
        </tr>
        <tr>
          <th scope="row">{t.sunset}</th>
          <td>{t.time(month.sunset.startOfMonth, month.timeZone.startOfMonth)}</td>
          <td>{t.time(month.sunset.endOfMonth, month.timeZone.endOfMonth)}</td>
        </tr>
      </tbody>
    </table>
  );
}

function Month({ month }: { month: WeatherMonth }) {
  const id = monthAnchor(month);
  return (
    <section className="weather-month" aria-labelledby={id} {...DEFERRED_LAYOUT}>
      <h3 id={id} tabIndex={-1}>
        {month.heading}
      </h3>
      <MonthFacts month={month} />
      <SunTimes month={month} />
      {month.timeChange ? <Alert title={t.timeChange}>{month.timeChange}</Alert> : null}
      {month.descriptions.map((d, i) => (
        <p key={i}>{d}</p>
      ))}
      <p className="weather-month__back">
        <JumpLink to={JUMP_LIST_ID}>{t.backToList}</JumpLink>
      </p>
    </section>
  );
}

/** /about-florida/weather: every part of the weather page (docs/florida-content.md). */
export default function WeatherPage() {
  const { data } = useQuery(contentQueries.weather());
  if (!data) return <Spinner />;
  return (
    <article className="content-page weather-page">
      <p className="back-link">
        <Link to={paths.aboutFlorida()}>{contentTexts.about.back}</Link>
      </p>
      <header className="weather-hero">
        <HeroImage image={data.mainImage} />
        <h1>{data.mainHeading}</h1>
      </header>
      <div className="two-column content-columns">
        <div className="content-main">
          <section aria-labelledby="weather-opening">
            <h2 id="weather-opening">{data.openingHeading}</h2>
            <p className="lead">{data.openingParagraph}</p>
          </section>
          <div className="weather-charts">
            {data.charts.map((chart) => (
              <figure key={chart.name} className="card weather-chart">
                <h3>{chart.name}</h3>
                <p>{chart.paragraph}</p>
                <img
                  src={chart.img.imgUrl}
                  alt={chart.img.alt}
                  width={800}
                  height={450}
                  loading="lazy"
                />
              </figure>
            ))}
          </div>
          {data.textSections.map((section) => (
            <section key={section.name}>
              <h2>{section.name}</h2>
              {section.paragraphs.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </section>
          ))}
          <section aria-labelledby="weather-month-by-month">
            <h2 id="weather-month-by-month">{t.monthByMonth}</h2>
            <nav aria-label={t.jumpListLabel}>
              <ul id={JUMP_LIST_ID} tabIndex={-1} className="jump-list jump-list--months">
                {data.weatherMonths.map((m) => (
                  <li key={m.month}>
                    <JumpLink to={monthAnchor(m)}>{t.weatherIn(m.name)}</JumpLink>
                  </li>
                ))}
              </ul>
            </nav>
            {data.weatherMonths.map((m) => (
              <Month key={m.month} month={m} />
            ))}
          </section>
        </div>
        <aside className="content-aside">
          <section className="card bullet-points" aria-labelledby="weather-bullets">
            <h2 id="weather-bullets">{data.bulletPoints.title}</h2>
            <ul>
              {data.bulletPoints.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </article>
  );
}
