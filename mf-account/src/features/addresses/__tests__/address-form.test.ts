import { toAddressInput, validateAddressForm } from '../address-form';

describe('address form rules', () => {
  it('prompts for each empty field with the shared wording', () => {
    expect(validateAddressForm({ receiver: ' ', mobile: '', addr: '', addrType: 1, isDefault: false })).toEqual({
      receiver: 'common:validation.enterReceiver',
      mobile: 'common:validation.enterPhone',
      addr: 'common:validation.enterAddress',
    });
  });

  it('sends trimmed text, plain digits and the default flag', () => {
    expect(
      toAddressInput({ receiver: ' Dara ', mobile: '012 345-678', addr: ' St 51 ', addrType: 2, isDefault: true }),
    ).toEqual({
      receiver: 'Dara',
      mobile: '012345678',
      addr: 'St 51',
      addrType: 2,
      commonAddr: 1,
    });
  });
});
