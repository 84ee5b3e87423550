import { phoneNumber } from '../engine/schools.ts';

/** A phone number a phone dials when tapped, never split across lines; as plain text when it is not a number a phone can dial. */
export function PhoneLink({ written }: { written: string }) {
  const phone = phoneNumber(written);
  return phone ? (
    <a className="phone-number" href={phone.href}>
      {phone.text}
    </a>
  ) : (
    <span className="phone-number">{written}</span>
  );
}
