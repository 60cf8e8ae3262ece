import type { ReactNode } from 'react';
import type { AgentAccountInfo } from '@villa/shared/contract';
import { adminTexts } from '@villa/shared/texts';

const t = adminTexts.account;

const orNotGiven = (value: string) =>
  value.trim() ? value : <span className="muted">{adminTexts.notGiven}</span>;

/** The agent's details as a read-only table; empty values read "Not given". */
export function AccountDetails({ info }: { info: AgentAccountInfo }) {
  const name = [info.clientTitle, info.clientForename, info.clientSurname]
    .filter((part) => part.trim())
    .join(' ');
  const addressLines = [
    info.address1,
    info.address2,
    info.addTown,
    info.addCounty,
    info.addPostcode,
  ].filter((line) => line.trim());
  const rows: [string, ReactNode][] = [
    [t.name, orNotGiven(name)],
    [t.company, orNotGiven(info.clientCompName)],
    [t.organisation, orNotGiven(info.organisation?.clientCompName ?? '')],
    [t.email, orNotGiven(info.clientEmail)],
    [t.telephone, orNotGiven(info.clientTelephone)],
    [t.mobile, orNotGiven(info.clientMobile)],
    [
      t.address,
      addressLines.length ? (
        <ul className="address-lines">
          {addressLines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : (
        orNotGiven('')
      ),
    ],
    [t.country, orNotGiven(info.countryName)],
  ];
  return (
    <table className="details-table">
      <caption className="visually-hidden">{t.detailsHeading}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
