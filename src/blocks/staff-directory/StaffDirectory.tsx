import { fileHref } from '../../engine/base-path.ts';
import type { StaffCard } from '../../engine/staff.ts';
import { phoneNumber } from '../../engine/schools.ts';
import { useLocale, useText } from '../../layout/locale.tsx';

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

/** "Extension 2401", a link that dials the office's number and then the extension, when the office's number is one a phone can dial. */
function extensionLink(officePhone: string, ext: string, label: string) {
  const href = phoneNumber(`${officePhone} ext. ${ext}`)?.href;
  return href ? (
    <a className="phone-number" href={href}>
      {label}
    </a>
  ) : (
    label
  );
}

/**
 * The office's staff cards. The build passes content/staff.yaml, already
 * validated, as JSON (`staff`), so the browser does no parsing of YAML.
 */
export function StaffDirectory({ staff }: { staff?: string }) {
  const t = useText();
  const { site } = useLocale();
  const members = JSON.parse(staff ?? '[]') as StaffCard[];
  return (
    <ul className="staff">
      {members.map((member) => (
        <li key={member.name} className="staff-card">
          {member.img ? (
            <img className="staff-card__photo" src={fileHref(`/images/staff/${member.img}`)} alt="" width="72" height="72" loading="lazy" />
          ) : (
            <span className="staff-card__photo staff-card__initials" aria-hidden="true">
              {initials(member.name)}
            </span>
          )}
          <div className="staff-card__text">
            <h3 className="staff-card__name">{member.name}</h3>
            <p className="staff-card__title">{member.title}</p>
            {member.ext ? <p className="staff-card__detail">{extensionLink(site.office.phone, member.ext, t('staffExtension', { ext: member.ext }))}</p> : null}
            {member.email ? (
              <p className="staff-card__detail">
                <a href={`mailto:${member.email}`}>
                  {/* A long address breaks after the @, not mid-word. */}
                  {member.email.split('@')[0]}@<wbr />
                  {member.email.split('@')[1]}
                </a>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
