import { describe, expect, it } from 'vitest';
import { isEnglishOnly } from '../../src/components/SmartLink.tsx';

describe('isEnglishOnly', () => {
  const listed = ['community.canvaslms.com', 'www.samsung.com/us/'];
  it('marks help listed in site.yaml, and addresses with an English locale in them', () => {
    expect(isEnglishOnly('https://community.canvaslms.com/t5/Observer-Guide', listed)).toBe(true);
    expect(isEnglishOnly('https://www.samsung.com/us/support/', listed)).toBe(true);
    expect(isEnglishOnly('https://support.microsoft.com/en-us/account-billing/x', listed)).toBe(true);
    expect(isEnglishOnly('https://support.google.com/android/answer/1?hl=en', listed)).toBe(true);
  });
  it('leaves the rest: other languages, pages that follow the reader\'s language, look-alike hosts', () => {
    expect(isEnglishOnly('https://support.microsoft.com/es-es/account-billing/x', listed)).toBe(false);
    expect(isEnglishOnly('https://support.google.com/android/answer/1', listed)).toBe(false);
    expect(isEnglishOnly('https://www.samsung.com/mx/support/', listed)).toBe(false);
    expect(isEnglishOnly('https://mysignins.microsoft.com/security-info', listed)).toBe(false);
  });
});
