import { isValidMobile, toAddressInput, validateAddressForm } from '../address-form';

describe('address form rules', () => {
  it('prompts for each empty field', () => {
    expect(validateAddressForm({ receiver: ' ', mobile: '', addr: '', addrType: 1, isDefault: false })).toEqual({
      receiver: 'address.enterReceiver',
      mobile: 'address.enterMobile',
      addr: 'address.enterAddr',
    });
  });

  it('accepts local and international numbers, refuses letters and short ones', () => {
    expect(isValidMobile('012 345 678')).toBe(true);
    expect(isValidMobile('+85512345678')).toBe(true);
    expect(isValidMobile('12345')).toBe(false);
    expect(isValidMobile('01234567a')).toBe(false);
  });

  it('sends trimmed text, plain digits and the default flag', () => {
    expect(toAddressInput({ receiver: ' Dara ', mobile: '012 345-678', addr: ' St 51 ', addrType: 2, isDefault: true })).toEqual({
      receiver: 'Dara',
      mobile: '012345678',
      addr: 'St 51',
      addrType: 2,
      commonAddr: 1,
    });
  });
});
